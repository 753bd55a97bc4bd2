// "Download GPX" and "Send to {partner}" on both guide pages, loaded on the first press of either
// (the side box keeps only their buttons: the trail page's JavaScript budget). The GPX API wants the
// bearer token, so the file comes through fetch as a Blob and is saved from an object URL. The
// server logs each download.
import { ACCESS_COOKIE } from "../../../shared/domain/auth-cookies";
import { guideReference } from "./guide-reference";
import { analytics } from "../../lib/analytics";
import { refreshTokens } from "../../lib/api-client";
import { readCookie } from "../../lib/cookies";
import type { GuideSegment } from "./guide-api";
import { gpxPath } from "./share-links";

export { SendToGpsPartner } from "../../components/gps-partner/send-to-gps-partner";

/** The file name the server offers in Content-Disposition, or the fallback. */
export function gpxFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? "");
  return match?.[1] ?? fallback;
}

/** "route": a GPX route for GPS devices, at most GARMIN_ROUTE_MAX_POINTS points (ADR 0062). */
export type GpxVariant = "track" | "route";

async function fetchGpx(kind: GuideSegment, id: number, variant: GpxVariant): Promise<Response> {
  const send = () =>
    fetch(`${gpxPath(kind, id)}${variant === "route" ? "?variant=route" : ""}`, {
      headers: { Authorization: `Bearer ${readCookie(ACCESS_COOKIE) ?? ""}` },
      credentials: "same-origin",
    });
  let response = await send();
  if (response.status === 412 && (await refreshTokens())) response = await send();
  return response;
}

/** Saves the guide's GPX (the full track, or the route for GPS devices); throws when the server refuses it. */
export async function downloadGuideGpx(
  kind: GuideSegment,
  guide: { id: number; slug: string },
  variant: GpxVariant = "track",
): Promise<void> {
  const response = await fetchGpx(kind, guide.id, variant);
  if (!response.ok) throw new Error(`GPX download failed with status ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = gpxFileName(
    response.headers.get("content-disposition"),
    variant === "route" ? `${guide.slug}-route.gpx` : `${guide.slug}.gpx`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  analytics.capture("gpx download", { ...guideReference(kind, guide.id), ...(variant === "route" ? { variant } : {}) });
}
