// The guide's elevation: a chart's 200 samples and the total climb and descent of its line.
import { elevationProfile, type ProfileSample } from "../../../shared/geo/elevation-profile";
import type { Position } from "../../../shared/geo/geometry";
import { elevationChange } from "../../../shared/geo/track-stats";

export interface GuideElevation {
  profile: ProfileSample[];
  gainMetres: number;
  lossMetres: number;
}

/** Null for a line recorded without elevations. */
export function guideElevation(line: Position[]): GuideElevation | null {
  const profile = elevationProfile([line]);
  const change = elevationChange([line]);
  return profile && change && { profile, gainMetres: change.gain, lossMetres: change.loss };
}
