// A track's figures in the reader's units (ADR 0040), tabular numbers; the words in the page's
// language when the caller passes its `t` from useT().
import type { TrackSummary } from "../../../../shared/contracts/user-content.contract";
import { METRES_PER_MILE } from "../../../../shared/domain/formatters";
import { measures, type Measures } from "../../../../shared/domain/units";
import { translator, type Translator } from "../../../../shared/i18n/translator";

/** English, as a link preview or a caller without the page's words reads it. */
const english = translator("en", null).t;

/** Hundredths under 10 miles or kilometres, tenths above. */
export function formatTrackLength(metres: number, measure: Measures): string {
  return measure.distance(metres / METRES_PER_MILE, (shown) => (shown < 10 ? 2 : 1));
}

/** "3.4 mi · 1,230 ft up · 980 ft down", or just the length without elevations. */
export function formatTrackStats(
  track: Pick<TrackSummary, "length_m" | "elevation_gain_m" | "elevation_loss_m">,
  measure: Measures = measures("imperial"),
  t: Translator["t"] = english,
): string {
  const parts = [formatTrackLength(track.length_m, measure)];
  if (track.elevation_gain_m !== null) {
    parts.push(t("{elevation} up", { elevation: measure.elevation(track.elevation_gain_m) }));
  }
  if (track.elevation_loss_m !== null) {
    parts.push(t("{elevation} down", { elevation: measure.elevation(track.elevation_loss_m) }));
  }
  return parts.join(" · ");
}

export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
