// A plan's legs on the road network: the quickest way between two road points (along their own road
// when both lie on one and that is quicker), and the stretches of road a leg drives, in order, each
// with its line as driven: part of the first road, whole roads, part of the last.
import type { RoadNetwork } from "./road-network";
import { lineAfter, lineBefore, lineBetween, terminalsOf, type LonLat, type RoadPoint } from "./road-points";
import { quickestWay, type FoundWay } from "./route-search";

export interface Leg {
  from: RoadPoint;
  to: RoadPoint;
  /** The way through the network; null when the leg stays on the one road both points lie on. */
  way: FoundWay | null;
  seconds: number;
  metres: number;
}

/** A stretch of one edge driven: all of it, or the part between a point and one of its ends. */
export interface Stretch {
  edge: number;
  line: LonLat[];
  metres: number;
}

/** Stretches shorter than this (a point on a road's very end) are not driven. */
const LEAST_STRETCH_METRES = 0.5;

export function quickestLeg(
  network: RoadNetwork,
  from: RoadPoint,
  to: RoadPoint,
  secondsOf: (edge: number) => number,
  settledLimit?: number,
): Leg | null {
  const starts = terminalsOf(network, from, secondsOf);
  const ends = terminalsOf(network, to, secondsOf);
  const way = quickestWay(network, starts, ends, to.position, secondsOf, settledLimit);
  const through = way && { from, to, way, seconds: way.seconds, metres: way.metres };
  const edgeSeconds = secondsOf(from.edge);
  if (from.edge !== to.edge || !Number.isFinite(edgeSeconds)) return through;
  const length = network.edgeMetres[from.edge]!;
  const metres = Math.abs(to.metresAlong - from.metresAlong);
  const seconds = length > 0 ? (edgeSeconds * metres) / length : 0;
  return through && through.seconds < seconds ? through : { from, to, way: null, seconds, metres };
}

/** The metres of the first road a way drives from the start point; terminal 0 is the edge's first end, 1 its last (terminalsOf). */
const leavingMetres = (network: RoadNetwork, { from, way }: Leg) =>
  way!.start === 0 ? from.metresAlong : network.edgeMetres[from.edge]! - from.metresAlong;

/** The metres of the last road a way drives to the end point. */
const arrivingMetres = (network: RoadNetwork, { to, way }: Leg) =>
  way!.end === 0 ? to.metresAlong : network.edgeMetres[to.edge]! - to.metresAlong;

const isDriven = (metres: number) => metres >= LEAST_STRETCH_METRES;

/** The edges a leg drives, first to last. */
export function edgesOf(network: RoadNetwork, leg: Leg): number[] {
  if (!leg.way) return [leg.from.edge];
  return [
    ...(isDriven(leavingMetres(network, leg)) ? [leg.from.edge] : []),
    ...leg.way.entries.map((entry) => network.entryEdge[entry]!),
    ...(isDriven(arrivingMetres(network, leg)) ? [leg.to.edge] : []),
  ];
}

/** The stretches a leg drives, in order; `lineOf` gives an edge's whole line from its first position. */
export function stretchesOf(network: RoadNetwork, leg: Leg, lineOf: (edge: number) => LonLat[]): Stretch[] {
  const { from, to, way } = leg;
  if (!way) return [{ edge: from.edge, line: lineBetween(from, to), metres: leg.metres }];
  const leaving: Stretch = {
    edge: from.edge,
    line: way.start === 0 ? lineBefore(from).reverse() : lineAfter(from),
    metres: leavingMetres(network, leg),
  };
  const arriving: Stretch = {
    edge: to.edge,
    line: way.end === 0 ? lineBefore(to) : lineAfter(to).reverse(),
    metres: arrivingMetres(network, leg),
  };
  const between = way.entries.map((entry): Stretch => {
    const edge = network.entryEdge[entry]!;
    const line = lineOf(edge);
    return { edge, line: network.entryForward[entry] ? line : [...line].reverse(), metres: network.edgeMetres[edge]! };
  });
  return [leaving, ...between, arriving].filter((stretch) => isDriven(stretch.metres));
}
