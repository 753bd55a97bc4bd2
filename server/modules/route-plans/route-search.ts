// The quickest way through the road network between two nodes (A*, with the straight line at the
// network's top speed as its never-too-high estimate), settling at most a bounded number of nodes.
// What an edge costs is the caller's: its driving time, Infinity where the trip may not drive it.
import FlatQueue from "flatqueue";
import { distance } from "geokdbush";
import { TOP_SPEED_KMH, type RoadNetwork } from "./road-network";

/**
 * Where a search may start or end: a node, with what it costs to get there from the start point
 * (or from there to the end point) along the road the point lies on.
 */
export interface Terminal {
  node: number;
  seconds: number;
  metres: number;
}

/** A way found: the start and end terminals used, and the adjacency entries driven between them in order. */
export interface FoundWay {
  start: number;
  end: number;
  entries: number[];
  seconds: number;
  metres: number;
}

const TOP_SPEED_METRES_PER_SECOND = (TOP_SPEED_KMH * 1000) / 3600;

/**
 * The most nodes one search settles: what bounds a plan's time, since a search with no way to find
 * would otherwise settle every node it can reach (a million take about a second on 2 cores).
 */
export const SETTLED_NODES_LIMIT = 1_000_000;

/** A search gave up at the settled-node limit, before finding the way or knowing there is none. */
export class SearchTooLargeError extends Error {
  constructor() {
    super(`The search settled more than its limit of nodes.`);
  }
}

/**
 * The quickest way from any start terminal to any end terminal, counting their costs, or null when
 * none joins them. `target` is the end point, which the estimate measures to.
 */
export function quickestWay(
  network: RoadNetwork,
  starts: readonly Terminal[],
  ends: readonly Terminal[],
  target: readonly [number, number],
  secondsOf: (edge: number) => number,
  settledLimit = SETTLED_NODES_LIMIT,
): FoundWay | null {
  const secondsTo = new Float64Array(network.nodeCount).fill(Infinity);
  const arrivedBy = new Int32Array(network.nodeCount).fill(-1);
  const arrivedFrom = new Int32Array(network.nodeCount);
  const startAt = new Int32Array(network.nodeCount).fill(-1);
  const done = new Uint8Array(network.nodeCount);
  const endsAt = new Map<number, number[]>();
  ends.forEach((end, index) => endsAt.set(end.node, [...(endsAt.get(end.node) ?? []), index]));
  const estimate = (node: number) =>
    (distance(network.nodeLongitude[node]!, network.nodeLatitude[node]!, target[0], target[1]) * 1000) /
    TOP_SPEED_METRES_PER_SECOND;

  const queue = new FlatQueue<number>();
  starts.forEach((start, index) => {
    if (!(start.seconds < secondsTo[start.node]!)) return;
    secondsTo[start.node] = start.seconds;
    startAt[start.node] = index;
    queue.push(start.node, start.seconds + estimate(start.node));
  });
  let best: { seconds: number; node: number; end: number } | null = null;
  let settled = 0;
  // An end's cost is never less than the estimate, so once the queue's least key reaches the best
  // way found, no way left to find is quicker.
  while (queue.length > 0 && (best === null || queue.peekValue()! < best.seconds)) {
    const node = queue.pop()!;
    if (done[node]) continue;
    done[node] = 1;
    settled += 1;
    if (settled > settledLimit) throw new SearchTooLargeError();
    for (const end of endsAt.get(node) ?? []) {
      const seconds = secondsTo[node]! + ends[end]!.seconds;
      if (best === null || seconds < best.seconds) best = { seconds, node, end };
    }
    for (let entry = network.firstEntry[node]!; entry < network.firstEntry[node + 1]!; entry += 1) {
      const edge = network.entryEdge[entry]!;
      const next = network.entryTarget[entry]!;
      if (done[next]) continue;
      const seconds = secondsTo[node]! + secondsOf(edge);
      if (seconds >= secondsTo[next]!) continue;
      secondsTo[next] = seconds;
      arrivedBy[next] = entry;
      arrivedFrom[next] = node;
      queue.push(next, seconds + estimate(next));
    }
  }
  if (best === null) return null;

  const entries: number[] = [];
  let metres = ends[best.end]!.metres;
  let node = best.node;
  for (; arrivedBy[node] !== -1; node = arrivedFrom[node]!) {
    const entry = arrivedBy[node]!;
    entries.push(entry);
    metres += network.edgeMetres[network.entryEdge[entry]!]!;
  }
  const start = startAt[node]!;
  return { start, end: best.end, entries: entries.reverse(), seconds: best.seconds, metres: metres + starts[start]!.metres };
}

/** A node as a terminal, for a search between two nodes. */
export const atNode = (node: number): Terminal => ({ node, seconds: 0, metres: 0 });

/** A node's position, as a search's target. */
export const positionOf = (network: RoadNetwork, node: number): [number, number] => [
  network.nodeLongitude[node]!,
  network.nodeLatitude[node]!,
];
