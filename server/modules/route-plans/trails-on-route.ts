// The published trails a planned route drives along: what to watch for on each (its points of
// concern) and, for a reader with a rig in the garage, how that rig fares there (ADR 0032), which the
// route's warnings repeat. A trail counts when the route runs along its line as a guide runs along a
// road (roads-along.ts), so a route that only crosses a trail does not list it.
import type { RouteTrail } from "../../../shared/contracts/route-plans.contract";
import { boundsOf, type Position } from "../../../shared/geo/geometry";
import { FIT_LABELS, fitReasons, rigFit, type RigMeasurements } from "../../../shared/domain/rig-fit";
import type { UnitSystem } from "../../../shared/domain/units";
import { guidePath } from "../map/guide-paths";
import { roadsAlong } from "../map/roads-along";
import { withinTolerance } from "../map/spatial";
import type { createRoutePlansRepository } from "./route-plans.repository";

type RoutePlansRepository = ReturnType<typeof createRoutePlansRepository>;

/** The reader's primary rig and the units its findings are written in; null without a rig. */
export interface ReaderRig {
  measurements: RigMeasurements;
  units: UnitSystem;
}

/** A trail on the route, as the plan lists it, with the line it was recorded on. */
export interface TrailOnRoute {
  trail: RouteTrail;
  line: Position[];
}

export async function trailsOnRoute(
  repository: RoutePlansRepository,
  line: readonly Position[],
  rig: ReaderRig | null,
): Promise<TrailOnRoute[]> {
  if (line.length < 2) return [];
  const [[west, south], [east, north]] = boundsOf(line);
  const nearby = await repository.publishedTrailsMeeting(withinTolerance({ west, south, east, north }));
  // The route is the line driven; the trails are what it may drive along, as roads are for a guide.
  return roadsAlong(line, nearby).map((trail) => ({
    trail: {
      trail_id: trail.id,
      name: trail.title,
      href: guidePath("trail", trail),
      points_of_concern: trail.pointsOfConcern,
      rig_fit: rig && fitReasons(rigFit(trail.pointsOfConcern, rig.measurements, [], rig.units)),
    },
    line: trail.geometry.coordinates,
  }));
}

/** One warning per trail on the route that is tight for the reader's rig or not recommended for it. */
export function rigWarnings(trails: readonly RouteTrail[]): string[] {
  return trails.flatMap(({ name, rig_fit }) =>
    rig_fit && rig_fit.level !== "fits"
      ? [`${name}: ${FIT_LABELS[rig_fit.level].toLowerCase()} for your rig (${rig_fit.reasons.join("; ")}).`]
      : [],
  );
}
