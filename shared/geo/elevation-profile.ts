// A line's elevation profile: elevation against distance travelled, in a fixed number of samples
// however many points the line has, so a chart of a 250,000-point track is as light as a short one.
// The same on the server that stores a track's profile and in the browser that charts a guide's line.
// Pure: no I/O, no framework.
import { distanceMetres, type Position } from "./geometry";

/** [metres from the start, metres above sea level]. */
export type ProfileSample = [distanceMetres: number, elevationMetres: number];

/** About one sample per 3 px of a desktop chart: finer would not show. */
export const PROFILE_SAMPLES = 200;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The line cut into `samples` equal stretches of distance, each the average distance and elevation
 * of its points that carry one (a stretch without any is left out). Distance runs along each
 * segment; the jump between segments is not travelled. Null when no point carries an elevation.
 */
export function elevationProfile(segments: readonly (readonly Position[])[], samples = PROFILE_SAMPLES): ProfileSample[] | null {
  const measured: ProfileSample[] = [];
  let travelled = 0;
  for (const segment of segments) {
    segment.forEach((point, index) => {
      const previous = segment[index - 1];
      if (previous) travelled += distanceMetres([previous[0], previous[1]], [point[0], point[1]]);
      const elevation = point[2];
      if (elevation !== undefined && Number.isFinite(elevation)) measured.push([travelled, elevation]);
    });
  }
  if (measured.length === 0) return null;

  const sums = new Map<number, { distance: number; elevation: number; count: number }>();
  for (const [distance, elevation] of measured) {
    const stretch = travelled === 0 ? 0 : Math.min(samples - 1, Math.floor((distance / travelled) * samples));
    const sum = sums.get(stretch) ?? { distance: 0, elevation: 0, count: 0 };
    sum.distance += distance;
    sum.elevation += elevation;
    sum.count += 1;
    sums.set(stretch, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, sum]) => [round(sum.distance / sum.count, 0), round(sum.elevation / sum.count, 1)]);
}

/** The lowest and highest elevation of a profile. */
export function elevationRange(profile: readonly ProfileSample[]): { lowest: number; highest: number } {
  let lowest = Infinity;
  let highest = -Infinity;
  for (const [, elevation] of profile) {
    if (elevation < lowest) lowest = elevation;
    if (elevation > highest) highest = elevation;
  }
  return { lowest, highest };
}
