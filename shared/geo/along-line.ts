// How far along a guide's line its waypoints lie (ADR 0063): each waypoint is placed at the nearest
// point of the line, driving on from the previous waypoint where the line passes it more than once
// (an out-and-back trail passes its turnaround's neighbours twice). Pure: metres, no units.
import { distanceMetres, type Position } from "./geometry";

/** Passes of the line this much farther than the nearest still count as "at the waypoint". */
const SAME_PLACE_METRES = 30;

interface Projected {
  /** Metres from the line's start to the nearest point of this segment. */
  along: number;
  /** Metres from the waypoint to that point. */
  away: number;
}

/** The nearest point of each segment, measured on a local flat plane (segments are short). */
function projectOnSegments(line: readonly Position[], starts: readonly number[], point: readonly [number, number]): Projected[] {
  const cosLatitude = Math.cos((point[1] * Math.PI) / 180);
  const results: Projected[] = [];
  for (let index = 1; index < line.length; index += 1) {
    const [ax, ay] = line[index - 1]!;
    const [bx, by] = line[index]!;
    const dx = (bx - ax) * cosLatitude;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0
        ? 0
        : Math.max(0, Math.min(1, ((point[0] - ax) * cosLatitude * dx + (point[1] - ay) * dy) / lengthSquared));
    const nearest: [number, number] = [ax + (bx - ax) * t, ay + (by - ay) * t];
    results.push({
      along: starts[index - 1]! + distanceMetres([ax, ay], nearest),
      away: distanceMetres(point, nearest),
    });
  }
  return results;
}

/** Metres from the line's start to each point, in the order given (trail order). */
export function distancesAlongLine(
  line: readonly Position[],
  points: readonly { longitude: number; latitude: number }[],
): number[] {
  if (line.length < 2) return points.map(() => 0);
  const starts = [0];
  for (let index = 1; index < line.length; index += 1) {
    const [ax, ay] = line[index - 1]!;
    const [bx, by] = line[index]!;
    starts.push(starts[index - 1]! + distanceMetres([ax, ay], [bx, by]));
  }
  let previous = 0;
  return points.map(({ longitude, latitude }) => {
    const candidates = projectOnSegments(line, starts, [longitude, latitude]);
    const nearest = Math.min(...candidates.map((candidate) => candidate.away));
    const atWaypoint = candidates.filter((candidate) => candidate.away <= nearest + SAME_PLACE_METRES);
    const onward = atWaypoint.find((candidate) => candidate.along >= previous);
    const chosen = onward ?? atWaypoint.find((candidate) => candidate.away === nearest)!;
    previous = chosen.along;
    return chosen.along;
  });
}

export interface WaypointLeg {
  /** Metres from the line's start. */
  fromStart: number;
  /** Metres from the previous waypoint along the line; from the start for the first. */
  fromPrevious: number;
}

/** Each waypoint's distance from the start and from the waypoint before it, along the line. */
export function waypointLegs(
  line: readonly Position[],
  points: readonly { longitude: number; latitude: number }[],
): WaypointLeg[] {
  const along = distancesAlongLine(line, points);
  return along.map((fromStart, index) => ({ fromStart, fromPrevious: Math.abs(fromStart - (along[index - 1] ?? 0)) }));
}
