// A track's figures as people read them in the US: miles and feet, tabular numbers.
import type { TrackSummary } from "../../../../shared/contracts/user-content.contract";
import { formatFeet, metresToMiles } from "../../../../shared/domain/formatters";

export function formatLengthMiles(metres: number): string {
  const miles = metresToMiles(metres, metres < 16_093 ? 2 : 1);
  return `${miles.toLocaleString("en-US", { maximumFractionDigits: 2 })} mi`;
}

/** "3.4 mi · 1,230 ft up · 980 ft down", or just the length without elevations. */
export function formatTrackStats(track: Pick<TrackSummary, "length_m" | "elevation_gain_m" | "elevation_loss_m">): string {
  const parts = [formatLengthMiles(track.length_m)];
  if (track.elevation_gain_m !== null) parts.push(`${formatFeet(track.elevation_gain_m)} up`);
  if (track.elevation_loss_m !== null) parts.push(`${formatFeet(track.elevation_loss_m)} down`);
  return parts.join(" · ");
}

export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
