// The quickest way through the road network between two nodes (A*, with the straight line at the
// network's top speed as its never-too-high estimate), settling at most a bounded number of nodes.
// What an edge costs is the caller's: its driving time, Infinity where the trip may not drive it.
import FlatQueue from "flatqueue";
import { distance } from "geokdbush";
import { TOP_SPEED_KMH, type RoadNetwork } from "./road-network";

/** A way found: the adjacency entries driven in order (each an edge and its direction). */
export interface FoundWay {
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

export function quickestWay(
  network: RoadNetwork,
  from: number,
  to: number,
  secondsOf: (edge: number) => number,
  settledLimit = SETTLED_NODES_LIMIT,
): FoundWay | null {
  const secondsTo = new Float64Array(network.nodeCount).fill(Infinity);
  const arrivedBy = new Int32Array(network.nodeCount).fill(-1);
  const arrivedFrom = new Int32Array(network.nodeCount);
  const done = new Uint8Array(network.nodeCount);
  const targetLongitude = network.nodeLongitude[to]!;
  const targetLatitude = network.nodeLatitude[to]!;
  const estimate = (node: number) =>
    (distance(network.nodeLongitude[node]!, network.nodeLatitude[node]!, targetLongitude, targetLatitude) * 1000) /
    TOP_SPEED_METRES_PER_SECOND;

  let settled = 0;
  const queue = new FlatQueue<number>();
  secondsTo[from] = 0;
  queue.push(from, estimate(from));
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (node === to) break;
    if (done[node]) continue;
    done[node] = 1;
    settled += 1;
    if (settled > settledLimit) throw new SearchTooLargeError();
    for (let entry = network.firstEntry[node]!; entry < network.firstEntry[node + 1]!; entry += 1) {
      const edge = network.entryEdge[entry]!;
      const target = network.entryTarget[entry]!;
      if (done[target]) continue;
      const seconds = secondsTo[node]! + secondsOf(edge);
      if (seconds >= secondsTo[target]!) continue;
      secondsTo[target] = seconds;
      arrivedBy[target] = entry;
      arrivedFrom[target] = node;
      queue.push(target, seconds + estimate(target));
    }
  }
  if (from !== to && arrivedBy[to] === -1) return null;

  const entries: number[] = [];
  let metres = 0;
  for (let node = to; node !== from; node = arrivedFrom[node]!) {
    const entry = arrivedBy[node]!;
    entries.push(entry);
    metres += network.edgeMetres[network.entryEdge[entry]!]!;
  }
  return { entries: entries.reverse(), seconds: secondsTo[to]!, metres };
}
