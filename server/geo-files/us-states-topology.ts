// The US states of us-atlas (Census Bureau, 1:10,000,000) as TopoJSON, read and parsed once per
// process for everything drawn from it: the offline basemap's state lines and labels, and the
// outline of a state on its page.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { GeometryCollection, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);

export type UsStatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

let topology: Promise<UsStatesTopology> | undefined;

export function usStatesTopology(): Promise<UsStatesTopology> {
  topology ??= readFile(require.resolve("us-atlas/states-10m.json"), "utf8")
    .then((text) => JSON.parse(text) as UsStatesTopology)
    .catch((error: unknown) => {
      topology = undefined;
      throw error;
    });
  return topology;
}
