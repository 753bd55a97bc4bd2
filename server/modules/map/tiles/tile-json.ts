// TileJSON 3.0.0 of the imported layers (ADR 0077): where a map finds the layer's tiles under the
// version they have now. The main map reads it at load; its tile URLs then never go stale.
import type { VersionedLayer } from "../../../../shared/map/land-and-road-layers";

/** The fields each layer's features carry, as MapLibre's popups and filters read them. */
const LAYER_FIELDS: Record<VersionedLayer, Record<string, string>> = {
  "public-lands": { agency: "String", unit: "String", name: "String", source: "String" },
  roads: {
    name: "String",
    class: "String",
    surface: "String",
    source: "String",
    seasonal: "String",
    vehicles: "String",
  },
};

export const versionedTilePath = (layer: VersionedLayer, version: number) => `/tiles/${layer}/v${version}`;

export function tileJson(layer: VersionedLayer, version: number, maxZoom: number) {
  return {
    tilejson: "3.0.0",
    name: layer,
    tiles: [`${versionedTilePath(layer, version)}/{z}/{x}/{y}.mvt`],
    minzoom: 0,
    maxzoom: maxZoom,
    vector_layers: [{ id: layer, fields: LAYER_FIELDS[layer] }],
  };
}
