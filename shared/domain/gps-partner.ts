// The GPS partner's plain rules that the browser and the server share (ADR 0057), apart from the
// contract's schemas so that the browser's send button does not load the validation library.
import type { GpsAuthorizeSurface } from "../contracts/gps-partner.contract";

/** The authorize page the partner sends the reader back to (spec §2.2), on the web or in the apps. */
export function gpsAuthorizePath(slug: string, surface: GpsAuthorizeSurface = "web"): string {
  return surface === "app" ? `/app/authorize-${slug}` : `/authorize-${slug}`;
}

/** Error codes the browser acts on: no link yet, or a link the partner no longer honours. */
export const GPS_PARTNER_ERROR_CODES = { notLinked: "gps_partner_not_linked", reconnect: "gps_partner_reconnect" } as const;
