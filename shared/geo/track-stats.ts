// Figures of a user's track (length, climb, descent), the same on the server that stores
// them and in the browser that previews a drawing. Pure: no I/O, no framework.
import { distanceMetres, type Position } from "./geometry";

export interface MultiLineGeometry {
  type: "MultiLineString";
  /** Segments of [lng, lat] or [lng, lat, elevation m]; a gap between segments is not travelled. */
  coordinates: Position[][];
}

export interface TrackStats {
  lengthMetres: number;
  /** Null when no point of the track carries an elevation. */
  elevationGainMetres: number | null;
  elevationLossMetres: number | null;
  pointCount: number;
}

/**
 * Climb smaller than this is GPS noise, not terrain. The running elevation only moves once it has
 * changed by at least this much since the last counted point (hysteresis), so a flat track whose
 * receiver jitters by ±1-2 m climbs nothing, while a steady climb counts in full. 3 m is the middle
 * of what GPS apps use (Gaia GPS and gpx.studio smooth over a few metres).
 */
export const ELEVATION_NOISE_METRES = 3;

/** Length along each segment, added up; the jumps between segments are left out. */
export function trackLengthMetres(segments: readonly (readonly Position[])[]): number {
  let total = 0;
  for (const segment of segments) {
    for (let index = 1; index < segment.length; index += 1) {
      const previous = segment[index - 1]!;
      const current = segment[index]!;
      total += distanceMetres([previous[0], previous[1]], [current[0], current[1]]);
    }
  }
  return total;
}

/**
 * Climb and descent with the noise threshold above, each segment on its own. Points without an
 * elevation are skipped; a track with none at all has no figures (null), not zero.
 */
export function elevationChange(
  segments: readonly (readonly Position[])[],
  threshold = ELEVATION_NOISE_METRES,
): { gain: number; loss: number } | null {
  let gain = 0;
  let loss = 0;
  let hasElevation = false;
  for (const segment of segments) {
    let reference: number | undefined;
    for (const point of segment) {
      const elevation = point[2];
      if (elevation === undefined || !Number.isFinite(elevation)) continue;
      hasElevation = true;
      if (reference === undefined) {
        reference = elevation;
      } else if (elevation - reference >= threshold) {
        gain += elevation - reference;
        reference = elevation;
      } else if (reference - elevation >= threshold) {
        loss += reference - elevation;
        reference = elevation;
      }
    }
  }
  return hasElevation ? { gain, loss } : null;
}

export function trackStats(segments: readonly (readonly Position[])[]): TrackStats {
  const change = elevationChange(segments);
  return {
    lengthMetres: trackLengthMetres(segments),
    elevationGainMetres: change && change.gain,
    elevationLossMetres: change && change.loss,
    pointCount: segments.reduce((count, segment) => count + segment.length, 0),
  };
}
