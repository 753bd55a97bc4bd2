// Writes the national data set: files shaped like PAD-US, the USFS MVUM roads and trails and BLM GTLF
// at their real sizes (`scale` 1), one GeoJSON feature per line (GeoJSONSeq, which GDAL and the
// importers stream), from a fixed seed: the same bytes on every machine. `manifest.json` names
// each file with its features and vertices.
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import type { Feature } from "geojson";
import { createRandom, type Random } from "../../server/db/seed/demo-content/prng";
import { gtlfFeature, landFeature, mvumFeature, type LandPlace } from "./features";

/** Features at scale 1: PAD-US's land polygons, and about a million road and trail segments together. */
export const NATIONAL_COUNTS = {
  "padus-lands": 400_000,
  "mvum-roads": 480_000,
  "mvum-trails": 170_000,
  "gtlf-routes": 350_000,
} as const;

export type NationalFile = keyof typeof NATIONAL_COUNTS;

export interface NationalFileSummary {
  file: string;
  kind: "public-lands" | "roads";
  features: number;
  vertices: number;
  bytes: number;
}

export interface NationalManifest {
  seed: number;
  scale: number;
  files: NationalFileSummary[];
}

const KINDS: Record<NationalFile, "public-lands" | "roads"> = {
  "padus-lands": "public-lands",
  "mvum-roads": "roads",
  "mvum-trails": "roads",
  "gtlf-routes": "roads",
};

function makerFor(name: NationalFile, random: Random): (index: number) => Feature {
  if (name === "padus-lands") {
    let previous: LandPlace | null = null;
    return (index) => {
      const { feature, place } = landFeature(random, index, previous);
      previous = place;
      return feature;
    };
  }
  if (name === "gtlf-routes") return (index) => gtlfFeature(random, index);
  return (index) => mvumFeature(random, index, name === "mvum-trails");
}

function countVertices(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return typeof value[0] === "number" ? 1 : value.reduce((sum: number, item) => sum + countVertices(item), 0);
}

/** Writes one file feature by feature, waiting whenever the disk falls behind: memory stays flat. */
async function writeFile_(
  dir: string,
  name: NationalFile,
  count: number,
  random: Random,
  onProgress: (name: NationalFile, written: number, count: number) => void,
): Promise<NationalFileSummary> {
  const file = `${name}.geojsonl`;
  const out = createWriteStream(path.join(dir, file));
  const make = makerFor(name, random);
  let vertices = 0;
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    const feature = make(index);
    vertices += countVertices((feature.geometry as { coordinates: unknown }).coordinates);
    const line = `${JSON.stringify(feature)}\n`;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, "drain");
    if ((index + 1) % 10_000 === 0) onProgress(name, index + 1, count);
  }
  out.end();
  await once(out, "finish");
  onProgress(name, count, count);
  return { file, kind: KINDS[name], features: count, vertices, bytes };
}

export async function generateNationalData({
  dir,
  scale = 1,
  seed = 2026,
  only,
  onProgress = () => undefined,
}: {
  dir: string;
  scale?: number;
  seed?: number;
  /** Some of the files only; each is the same as in the whole set, since each draws from its own fork of the seed. */
  only?: readonly NationalFile[];
  onProgress?: (name: NationalFile, written: number, count: number) => void;
}): Promise<NationalManifest> {
  await mkdir(dir, { recursive: true });
  const root = createRandom(seed);
  const files: NationalFileSummary[] = [];
  for (const [name, full] of Object.entries(NATIONAL_COUNTS) as [NationalFile, number][]) {
    if (only && !only.includes(name)) continue;
    const count = Math.max(1, Math.round(full * scale));
    files.push(await writeFile_(dir, name, count, root.fork(name), onProgress));
  }
  const manifest: NationalManifest = { seed, scale, files };
  await writeFile(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
