// A track's line as stored: segments cleaned of impossible elevations, its figures, its elevation
// profile and the simplified copy that lists and maps draw.
import { boundsOf, type Position } from "../../../shared/geo/geometry";
import { simplifiedWithin } from "../../../shared/geo/simplify";
import { elevationProfile } from "../../../shared/geo/elevation-profile";
import { trackStats, type MultiLineGeometry } from "../../../shared/geo/track-stats";
import type { NewTrack } from "./user-content.repository";

/** Elevations outside this range are receiver junk (-9999, 99999), kept as "no elevation". */
const PLAUSIBLE_ELEVATION = { min: -500, max: 9_000 };

/** About 2 m at mid latitudes: invisible at any zoom the map draws, and most GPS tracks shrink 3-10x. */
const PREVIEW_TOLERANCE_DEGREES = 0.00002;

/** The same position when it is fine (no copy: tracks run to 250,000 points), else one without elevation. */
function cleanPosition(position: Position): Position {
  const elevation = position[2];
  if (elevation === undefined || (elevation >= PLAUSIBLE_ELEVATION.min && elevation <= PLAUSIBLE_ELEVATION.max)) return position;
  return [position[0], position[1]];
}

function previewOf(segments: Position[][]): MultiLineGeometry {
  return {
    type: "MultiLineString",
    coordinates: segments.map((segment) => simplifiedWithin(segment, PREVIEW_TOLERANCE_DEGREES)),
  };
}

/** Every stored column that follows from the line; times only when they match it point for point. */
export function lineColumns(
  rawSegments: readonly (readonly Position[])[],
  times: readonly (readonly (string | null)[])[] | null = null,
) {
  const segments = rawSegments.map((segment) => segment.map(cleanPosition));
  const stats = trackStats(segments);
  const matching =
    times !== null &&
    times.length === segments.length &&
    times.every((part, index) => part.length === segments[index]!.length) &&
    times.some((part) => part.some((time) => time !== null));
  return {
    geometry: { type: "MultiLineString", coordinates: segments },
    pointTimes: matching ? times.map((part) => [...part]) : null,
    previewGeometry: previewOf(segments),
    bounds: boundsOf(segments.flat()),
    pointCount: stats.pointCount,
    lengthMetres: stats.lengthMetres,
    elevationGainMetres: stats.elevationGainMetres,
    elevationLossMetres: stats.elevationLossMetres,
    elevationProfile: elevationProfile(segments),
  } satisfies Partial<NewTrack>;
}

export const segmentsOf = (geometry: { type: "LineString"; coordinates: Position[] } | MultiLineGeometry): Position[][] =>
  geometry.type === "LineString" ? [geometry.coordinates] : geometry.coordinates;
