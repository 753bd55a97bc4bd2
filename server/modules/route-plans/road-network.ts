// The road and trail network the trip planner routes on (ADR 0083): each imported road's line is an
// edge between its two ends, and ends that agree to six decimals (a tenth of a metre) are one node.
// Everything lives in typed arrays, so a continent's million segments take tens of megabytes in each
// process rather than the hundreds an object per node and link would.
import turfLength from "@turf/length";
import KDBush from "kdbush";
import { around } from "geokdbush";
import type { Feature, LineString, Position } from "geojson";
import type { Designation } from "../../../shared/domain/route-legality";
import type { MapGeometry } from "../../db/schema";

/** A road as the network reads it from the imported roads. */
export interface NetworkRoad {
  id: number;
  roadClass: string;
  surface: string;
  designation: Designation;
  geometry: MapGeometry;
}

export interface RoadNetwork {
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly nodeLongitude: Float64Array;
  readonly nodeLatitude: Float64Array;
  /** Node n's edges are entries firstEntry[n] to firstEntry[n + 1] - 1. */
  readonly firstEntry: Int32Array;
  readonly entryEdge: Int32Array;
  readonly entryTarget: Int32Array;
  /** 1 where the entry drives the edge's line from its first position to its last. */
  readonly entryForward: Uint8Array;
  /** The node at the first position of the edge's line, and the node at its last. */
  readonly edgeFrom: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeRoad: Int32Array;
  /** Which part of a multi-line road the edge is. */
  readonly edgePart: Int32Array;
  readonly edgeMetres: Float32Array;
  readonly edgeSeconds: Float32Array;
  /** Index into `designations`: roads share few distinct designations. */
  readonly edgeDesignation: Int32Array;
  readonly designations: readonly Designation[];
  /** The node nearest to a point within `withinMetres`, or null. */
  nearestNode(longitude: number, latitude: number, withinMetres: number): number | null;
  /** The edge of a road's line (its part of a multi-line road), or null when the network has none. */
  edgeOf(roadId: number, part: number): number | null;
}

/**
 * Driving speeds in km/h, for the trip's estimated time: roads classed as trails at a crawl, then by
 * surface: paved roads at highway speed, graded gravel at a forest road's, native surface and unknown
 * ones at a rough road's.
 */
const TRAIL_CLASS = /trail|path|track/i;
const TRAIL_KMH = 12;
const SURFACE_KMH: { match: RegExp; kmh: number }[] = [
  { match: /paved|asphalt|concrete|bituminous/i, kmh: 70 },
  { match: /aggregate|gravel|crushed|improved/i, kmh: 40 },
];
const ROUGH_ROAD_KMH = 25;
/** The fastest speed above: no edge is driven faster, which keeps the search's estimate a lower bound. */
export const TOP_SPEED_KMH = Math.max(TRAIL_KMH, ROUGH_ROAD_KMH, ...SURFACE_KMH.map(({ kmh }) => kmh));

function speedOf(road: Pick<NetworkRoad, "roadClass" | "surface">): number {
  if (TRAIL_CLASS.test(road.roadClass)) return TRAIL_KMH;
  return SURFACE_KMH.find(({ match }) => match.test(road.surface))?.kmh ?? ROUGH_ROAD_KMH;
}

/** A road's lines: one, or each part of a multi-line road. */
export function linesOf(geometry: MapGeometry): Position[][] {
  if (geometry.type === "LineString") return [geometry.coordinates];
  if (geometry.type === "MultiLineString") return geometry.coordinates;
  return [];
}

/** Ends that agree to six decimals of a degree (about a tenth of a metre) share a key. */
const nodeKey = ([longitude, latitude]: Position) => `${longitude!.toFixed(6)},${latitude!.toFixed(6)}`;

/** Collects roads one at a time, then packs them into a network. */
export function createNetworkBuilder() {
  const nodeIds = new Map<string, number>();
  const longitudes: number[] = [];
  const latitudes: number[] = [];
  const designationIds = new Map<string, number>();
  const designations: Designation[] = [];
  const edges = { from: [] as number[], to: [] as number[], road: [] as number[], part: [] as number[] };
  const metres: number[] = [];
  const seconds: number[] = [];
  const designationOf: number[] = [];

  const nodeAt = (position: Position) => {
    const key = nodeKey(position);
    let id = nodeIds.get(key);
    if (id === undefined) {
      id = longitudes.length;
      nodeIds.set(key, id);
      longitudes.push(position[0]!);
      latitudes.push(position[1]!);
    }
    return id;
  };
  const designationIndex = (designation: Designation) => {
    const key = JSON.stringify(designation);
    let id = designationIds.get(key);
    if (id === undefined) {
      id = designations.length;
      designationIds.set(key, id);
      designations.push(designation);
    }
    return id;
  };

  return {
    add(road: NetworkRoad): void {
      const kmh = speedOf(road);
      for (const [part, line] of linesOf(road.geometry).entries()) {
        if (line.length < 2) continue;
        const lengthMetres = turfLength(
          { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: line } } satisfies Feature<LineString>,
          { units: "meters" },
        );
        edges.from.push(nodeAt(line[0]!));
        edges.to.push(nodeAt(line[line.length - 1]!));
        edges.road.push(road.id);
        edges.part.push(part);
        metres.push(lengthMetres);
        seconds.push(lengthMetres / ((kmh * 1000) / 3600));
        designationOf.push(designationIndex(road.designation));
      }
    },

    finish(): RoadNetwork {
      const nodeCount = longitudes.length;
      const edgeCount = edges.from.length;
      // Each edge is an entry at both of its ends: counted, then placed.
      const firstEntry = new Int32Array(nodeCount + 1);
      for (let edge = 0; edge < edgeCount; edge += 1) {
        firstEntry[edges.from[edge]! + 1]! += 1;
        firstEntry[edges.to[edge]! + 1]! += 1;
      }
      for (let node = 0; node < nodeCount; node += 1) firstEntry[node + 1]! += firstEntry[node]!;
      const next = firstEntry.slice(0, nodeCount);
      const entryEdge = new Int32Array(2 * edgeCount);
      const entryTarget = new Int32Array(2 * edgeCount);
      const entryForward = new Uint8Array(2 * edgeCount);
      const place = (node: number, edge: number, target: number, forward: boolean) => {
        const entry = next[node]!;
        next[node] = entry + 1;
        entryEdge[entry] = edge;
        entryTarget[entry] = target;
        entryForward[entry] = forward ? 1 : 0;
      };
      for (let edge = 0; edge < edgeCount; edge += 1) {
        place(edges.from[edge]!, edge, edges.to[edge]!, true);
        place(edges.to[edge]!, edge, edges.from[edge]!, false);
      }
      const nodeLongitude = Float64Array.from(longitudes);
      const nodeLatitude = Float64Array.from(latitudes);
      const index = new KDBush(Math.max(nodeCount, 1));
      for (let node = 0; node < nodeCount; node += 1) index.add(nodeLongitude[node]!, nodeLatitude[node]!);
      index.finish();
      const edgeRoad = Int32Array.from(edges.road);
      const edgePart = Int32Array.from(edges.part);
      const byRoad = edgesInRoadOrder(edgeRoad, edgePart);
      return {
        nodeCount,
        edgeCount,
        nodeLongitude,
        nodeLatitude,
        firstEntry,
        entryEdge,
        entryTarget,
        entryForward,
        edgeFrom: Int32Array.from(edges.from),
        edgeTo: Int32Array.from(edges.to),
        edgeRoad,
        edgePart,
        edgeMetres: Float32Array.from(metres),
        edgeSeconds: Float32Array.from(seconds),
        edgeDesignation: Int32Array.from(designationOf),
        designations,
        nearestNode(longitude, latitude, withinMetres) {
          if (nodeCount === 0) return null;
          return around(index, longitude, latitude, 1, withinMetres / 1000)[0] ?? null;
        },
        edgeOf(roadId, part) {
          // Binary search for the road's first edge in road order, then its part.
          let [low, high] = [0, byRoad.length];
          while (low < high) {
            const middle = (low + high) >>> 1;
            if (edgeRoad[byRoad[middle]!]! < roadId) low = middle + 1;
            else high = middle;
          }
          for (let at = low; at < byRoad.length && edgeRoad[byRoad[at]!] === roadId; at += 1) {
            if (edgePart[byRoad[at]!] === part) return byRoad[at]!;
          }
          return null;
        },
      };
    },
  };
}

/**
 * The edges ordered by road, then part. Roads are read in id order, so this is most often the
 * edges' own order and costs no sort.
 */
function edgesInRoadOrder(edgeRoad: Int32Array, edgePart: Int32Array): Int32Array {
  const order = Int32Array.from(edgeRoad.keys());
  const byRoadThenPart = (a: number, b: number) => edgeRoad[a]! - edgeRoad[b]! || edgePart[a]! - edgePart[b]!;
  for (let edge = 1; edge < order.length; edge += 1) {
    if (byRoadThenPart(edge - 1, edge) > 0) return order.sort(byRoadThenPart);
  }
  return order;
}
