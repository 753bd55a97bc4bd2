/** Trails whose trailhead is within this many miles of the park count as nearby. */
export const NEARBY_TRAIL_MILES = 50;
