// The GPS partner's authorize pages exist only for the configured partner: React Router cannot match
// "authorize-:partner" as part of a segment, so the routes take the whole segment and 404 the rest.
import type { AppLoadContext } from "react-router";
import type { GpsAuthorizeSurface } from "../../../shared/contracts/gps-partner.contract";
import { pageNotFound } from "../../lib/page-not-found";

export function isGpsAuthorizeSegment({ clientConfig }: AppLoadContext, segment: string | undefined): boolean {
  return clientConfig.gpsPartner !== null && segment === `authorize-${clientConfig.gpsPartner.slug}`;
}

export function requireGpsAuthorizePage(
  context: AppLoadContext,
  request: Request,
  segment: string | undefined,
  surface: GpsAuthorizeSurface,
) {
  const partner = context.clientConfig.gpsPartner;
  if (!partner || !isGpsAuthorizeSegment(context, segment)) throw pageNotFound(request);
  return { partner, surface };
}
