// The lines of an encoded vector tile in longitude/latitude, read by GDAL (an independent MVT
// decoder, as tests/factories/map.ts uses): tests never trust our own encoder.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type LonLat = [number, number];

/** The tile (z, x, y) that holds a point, as a map asks for it. */
export function tileOf(longitude: number, latitude: number, z: number): { z: number; x: number; y: number } {
  const size = 2 ** z;
  const sin = Math.sin((latitude * Math.PI) / 180);
  const x = Math.floor(((longitude + 180) / 360) * size);
  const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size);
  return { z, x, y };
}

/** Every point of every line of one layer of the tile, in longitude/latitude. */
export async function tileLinePoints(
  bytes: Uint8Array,
  { z, x, y }: { z: number; x: number; y: number },
  layer: string,
): Promise<LonLat[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tile-lines-"));
  try {
    const file = path.join(dir, "tile.mvt");
    await writeFile(file, bytes);
    const { stdout } = await run(
      "ogr2ogr",
      ["-f", "GeoJSON", "/vsistdout/", file, layer, "-t_srs", "EPSG:4326", "-oo", `Z=${z}`, "-oo", `X=${x}`, "-oo", `Y=${y}`],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const collection = JSON.parse(stdout) as {
      features: { geometry: { type: string; coordinates: number[][] | number[][][] } | null }[];
    };
    return collection.features.flatMap(({ geometry }) => {
      if (!geometry) return [];
      const lines =
        geometry.type === "LineString" ? [geometry.coordinates as number[][]] : (geometry.coordinates as number[][][]);
      return lines.flat().map(([longitude, latitude]) => [longitude!, latitude!] as LonLat);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
