// Reads the offline basemap's data from its npm packages once, converts what needs converting
// (us-atlas TopoJSON to GeoJSON) into one collection, and keeps each file ready to send, gzipped, with an ETag.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { feature, mesh } from "topojson-client";
import { OFFLINE_KIND_PROPERTY, type OfflineDataset } from "../../../shared/map/offline-basemap-style";
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

/** Every feature of one dataset, each carrying the kind the style's layers filter on. */
function ofKind(kind: OfflineDataset, data: GeoJsonFeature | GeoJsonFeatureCollection): GeoJsonFeature[] {
  const features = data.type === "FeatureCollection" ? data.features : [data];
  return features.map((item) => ({ ...item, properties: { ...item.properties, [OFFLINE_KIND_PROPERTY]: kind } }));
}

async function loadBasemapData(): Promise<PreparedFile> {
  const natural = async (name: string) =>
    JSON.parse((await packageFile(`mapeo-offline-map/dist/${name}.json`)).toString("utf8")) as GeoJsonFeatureCollection;
  const [land, lakes, rivers, countries, states] = await Promise.all([
    natural("land"),
    natural("lakes"),
    natural("rivers"),
    natural("boundaries"),
    stateLayers(),
  ]);
  const collection: GeoJsonFeatureCollection = {
    type: "FeatureCollection",
    features: [
      ...ofKind("land", land),
      ...ofKind("lakes", lakes),
      ...ofKind("rivers", rivers),
      ...ofKind("countries", countries),
      ...ofKind("states", states.lines),
      ...ofKind("state-labels", states.labels),
    ],
  };
  return prepare(new TextEncoder().encode(JSON.stringify(collection)));
}

let basemapData: Promise<PreparedFile> | undefined;

/** Loaded on the first request and kept: a few megabytes, the same for every reader. */
export function offlineBasemapData(): Promise<PreparedFile> {
  basemapData ??= loadBasemapData().catch((error: unknown) => {
    basemapData = undefined;
    throw error;
  });
  return basemapData;
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
