// The outline of a US state from us-atlas (Census Bureau, 1:10,000,000), for the small map of its
// guides on the state page: each polygon's outer ring, worked out once per process.
import { feature } from "topojson-client";
import type { Position } from "../../../shared/geo/geometry";
import { usStatesTopology } from "../../geo-files/us-states-topology";

type Outlines = Map<string, Position[][]>;

/** Alaska's Aleutians cross the antimeridian: east longitudes move to their western equivalent. */
const westward = ([longitude, latitude]: Position): Position => [longitude > 0 ? longitude - 360 : longitude, latitude];

async function readOutlines(): Promise<Outlines> {
  const topology = await usStatesTopology();
  const outlines: Outlines = new Map();
  for (const state of feature(topology, topology.objects.states).features) {
    const { geometry } = state;
    const polygons =
      geometry.type === "Polygon"
        ? [geometry.coordinates as Position[][]]
        : geometry.type === "MultiPolygon"
          ? (geometry.coordinates as Position[][][])
          : [];
    outlines.set(
      state.properties.name,
      polygons.flatMap((rings) => (rings[0] ? [rings[0].map(westward)] : [])),
    );
  }
  return outlines;
}

let outlines: Promise<Outlines> | undefined;

/** The outer rings of the state named `name` ("Utah"), or null for a place us-atlas does not have. */
export async function usStateOutline(name: string): Promise<Position[][] | null> {
  outlines ??= readOutlines().catch((error: unknown) => {
    outlines = undefined;
    throw error;
  });
  return (await outlines).get(name) ?? null;
}
