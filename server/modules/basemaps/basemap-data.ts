// Reads the offline basemap's data from its npm packages once, converts what needs converting
// (us-atlas TopoJSON to GeoJSON), cuts it into vector tiles as they are asked for, and keeps each
// file ready to send, gzipped, with an ETag.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { LRUCache } from "lru-cache";
import { feature, mesh } from "topojson-client";
import { OFFLINE_DATASETS, OFFLINE_TILE_MAXZOOM, type OfflineDataset } from "../../../shared/map/offline-basemap-style";
import { usStatesTopology } from "../../geo-files/us-states-topology";

const require = createRequire(import.meta.url);

export interface PreparedFile {
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
}

function prepare(body: Uint8Array): PreparedFile {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { body: new Uint8Array(body), gzipped: new Uint8Array(gzipSync(body, { level: 9 })), etag };
}

const packageFile = (specifier: string) => readFile(require.resolve(specifier));

type Ring = [number, number][];

/** Area-weighted centre of the largest ring: where a state's name sits. */
function labelPoint(rings: Ring[][]): [number, number] | null {
  let best: { area: number; point: [number, number] } | null = null;
  for (const polygon of rings) {
    const outer = polygon[0];
    if (!outer) continue;
    let area = 0;
    let x = 0;
    let y = 0;
    for (let index = 0; index < outer.length - 1; index += 1) {
      const [x0, y0] = outer[index]!;
      const [x1, y1] = outer[index + 1]!;
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      x += (x0 + x1) * cross;
      y += (y0 + y1) * cross;
    }
    if (area === 0) continue;
    const point: [number, number] = [x / (3 * area), y / (3 * area)];
    if (!best || Math.abs(area) > best.area) best = { area: Math.abs(area), point };
  }
  return best?.point ?? null;
}

interface GeoJsonFeature {
  type: "Feature";
  properties: Record<string, unknown> | null;
  geometry: unknown;
}

interface GeoJsonFeatureCollection {
  type: "FeatureCollection";
  features: GeoJsonFeature[];
}

async function stateLayers(): Promise<{ lines: GeoJsonFeature; labels: GeoJsonFeatureCollection }> {
  const topology = await usStatesTopology();
  const states = topology.objects.states;
  // Only borders between two states: the coast and the national border come from Natural Earth.
  const lines: GeoJsonFeature = { type: "Feature", properties: {}, geometry: mesh(topology, states, (a, b) => a !== b) };
  const polygons = feature(topology, states);
  const labels: GeoJsonFeatureCollection = {
    type: "FeatureCollection",
    features: polygons.features.flatMap((state): GeoJsonFeature[] => {
      const { geometry } = state;
      const rings =
        geometry.type === "Polygon"
          ? [geometry.coordinates as Ring[]]
          : geometry.type === "MultiPolygon"
            ? (geometry.coordinates as Ring[][])
            : [];
      const point = labelPoint(rings);
      return point
        ? [{ type: "Feature", properties: { name: state.properties.name }, geometry: { type: "Point", coordinates: point } }]
        : [];
    }),
  };
  return { lines, labels };
}

async function loadDatasets(): Promise<Record<OfflineDataset, GeoJsonFeatureCollection>> {
  const natural = async (name: string) =>
    JSON.parse((await packageFile(`mapeo-offline-map/dist/${name}.json`)).toString("utf8")) as GeoJsonFeatureCollection;
  const [land, lakes, rivers, countries, states] = await Promise.all([
    natural("land"),
    natural("lakes"),
    natural("rivers"),
    natural("boundaries"),
    stateLayers(),
  ]);
  return {
    land,
    lakes,
    rivers,
    countries,
    states: { type: "FeatureCollection", features: [states.lines] },
    "state-labels": states.labels,
  };
}

const TILE_EXTENT = 4096;
const TILE_OPTIONS = {
  maxZoom: OFFLINE_TILE_MAXZOOM,
  // Tiles are cut as they are first asked for, not all at once when the index is built.
  indexMaxZoom: 0,
  extent: TILE_EXTENT,
  buffer: 64,
};

type TileIndexes = Record<OfflineDataset, GeoJSONVT>;

async function buildTileIndexes(): Promise<TileIndexes> {
  const datasets = await loadDatasets();
  const entries = OFFLINE_DATASETS.map((dataset) => [dataset, new GeoJSONVT(datasets[dataset] as GeoJSON.GeoJSON, TILE_OPTIONS)]);
  return Object.fromEntries(entries) as TileIndexes;
}

/**
 * The index keeps every tile it cuts (the whole world to the last zoom would hold about 55 MB), so
 * it is dropped after this many and built again (about 130 ms) when a tile no longer cached is asked for.
 */
const TILES_PER_INDEX = 300;

let tileIndexes: { indexes: Promise<TileIndexes>; tilesCut: number } | undefined;

/** Built on the first tile asked for: the data is the same for every reader. */
function offlineTileIndexes(): Promise<TileIndexes> {
  if (!tileIndexes || tileIndexes.tilesCut >= TILES_PER_INDEX) {
    const indexes = buildTileIndexes();
    tileIndexes = { indexes, tilesCut: 0 };
    indexes.catch(() => {
      if (tileIndexes?.indexes === indexes) tileIndexes = undefined;
    });
  }
  tileIndexes.tilesCut += 1;
  return tileIndexes.indexes;
}

/** Encoded tiles; an ocean tile is a few bytes, a coastline's a few kilobytes. */
const tileCache = new LRUCache<string, PreparedFile>({
  max: 20_000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (file) => file.body.byteLength + file.gzipped.byteLength,
});

/** One vector tile of the offline basemap, a layer per dataset (possibly empty). */
export async function offlineBasemapTile(z: number, x: number, y: number): Promise<PreparedFile> {
  const key = `${z}/${x}/${y}`;
  const cached = tileCache.get(key);
  if (cached) return cached;
  const indexes = await offlineTileIndexes();
  const layers = Object.fromEntries(
    OFFLINE_DATASETS.flatMap((dataset) => {
      const tile = indexes[dataset].getTile(z, x, y);
      return tile ? [[dataset, tile]] : [];
    }),
  );
  const prepared = prepare(fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT }));
  tileCache.set(key, prepared);
  return prepared;
}

/** The glyph fonts tileserver-gl-styles ships. */
export const GLYPH_FONTS = ["Noto Sans Regular"] as const;

/**
 * Glyph ranges read so far. Files of an installed package are the same in every process, so nothing
 * ever invalidates them; the bounds keep a crawl of every range from holding them all.
 */
const glyphCache = new LRUCache<string, PreparedFile>({
  max: 256,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (file) => file.body.byteLength + file.gzipped.byteLength,
});

/** One 256-character range of a font's signed-distance-field glyphs. */
export async function glyphRange(font: (typeof GLYPH_FONTS)[number], range: string): Promise<PreparedFile | null> {
  const key = `${font}/${range}`;
  const cached = glyphCache.get(key);
  if (cached) return cached;
  const body = await packageFile(`tileserver-gl-styles/fonts/${font}/${range}.pbf`).catch(() => null);
  if (!body) return null;
  const prepared = prepare(body);
  glyphCache.set(key, prepared);
  return prepared;
}
