// Privacy zones (docs/decisions/0061-privacy-zones.md): places such as home or camp around which
// the start and end of a member's shared tracks, and shared waypoints, are hidden from everyone else.
// One function cuts a track; every form a shared track leaves the server in goes through it.
import { distanceMetres, type Position } from "../geo/geometry";

export const PRIVACY_ZONE_LIMITS = {
  minRadiusMetres: 50,
  maxRadiusMetres: 5_000,
  nameMaxLength: 80,
  zonesPerMember: 20,
} as const;

/** The radii offered in the form; any whole number of metres in the range is accepted. */
export const PRIVACY_ZONE_RADII = [200, 500, 1_000, 2_000] as const;

export interface PrivacyZoneArea {
  longitude: number;
  latitude: number;
  radiusMetres: number;
}

/** Inside when at most the radius away: a point exactly on the edge is hidden too. */
export function insidePrivacyZone(longitude: number, latitude: number, zones: readonly PrivacyZoneArea[]): boolean {
  return zones.some((zone) => distanceMetres([zone.longitude, zone.latitude], [longitude, latitude]) <= zone.radiusMetres);
}

export interface CutTrack<T> {
  segments: Position[][];
  /** The same cut applied to the points' times, when the track has them. */
  times: T[][] | null;
  /** True when anything was removed. */
  cut: boolean;
}

/**
 * The track as others may see it: its leading points up to the first point outside every zone and
 * its trailing points after the last point outside every zone are removed, and so is every segment
 * that lies wholly inside a zone. The cut is not interpolated at the zone's edge: no point inside a
 * zone is ever kept or invented. Null when nothing of the track is outside the zones.
 */
export function cutTrackForPrivacy<T = string | null>(
  segments: readonly (readonly Position[])[],
  zones: readonly PrivacyZoneArea[],
  times: readonly (readonly T[])[] | null = null,
): CutTrack<T> | null {
  if (zones.length === 0) {
    return { segments: segments.map((segment) => [...segment]), times: times && times.map((part) => [...part]), cut: false };
  }
  const outside = segments.map((segment) =>
    segment.map(([longitude, latitude]) => !insidePrivacyZone(longitude, latitude, zones)),
  );
  let firstSegment = -1;
  let firstPoint = -1;
  let lastSegment = -1;
  let lastPoint = -1;
  outside.forEach((flags, s) =>
    flags.forEach((isOutside, p) => {
      if (!isOutside) return;
      if (firstSegment === -1) [firstSegment, firstPoint] = [s, p];
      [lastSegment, lastPoint] = [s, p];
    }),
  );
  if (firstSegment === -1) return null;
  const kept: Position[][] = [];
  const keptTimes: T[][] = [];
  let cut = false;
  for (let s = firstSegment; s <= lastSegment; s++) {
    const segment = segments[s]!;
    const from = s === firstSegment ? firstPoint : 0;
    const to = s === lastSegment ? lastPoint + 1 : segment.length;
    if (from !== 0 || to !== segment.length) cut = true;
    const flags = outside[s]!.slice(from, to);
    if (!flags.some(Boolean)) {
      cut = true;
      continue;
    }
    kept.push(segment.slice(from, to));
    if (times) keptTimes.push((times[s] ?? []).slice(from, to));
  }
  if (firstSegment !== 0 || lastSegment !== segments.length - 1) cut = true;
  return { segments: kept, times: times ? keptTimes : null, cut };
}
