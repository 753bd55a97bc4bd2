// Formats Node cannot read (the GeoPackage of PAD-US and MVUM downloads, zipped Shapefiles), read
// through GDAL's ogr2ogr when it is installed: one layer written as GeoJSON features in WGS 84, one per
// line, which the importers check like any GeoJSON. GeoJSON itself never needs GDAL.
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sequenceFeatures } from "./sequence-features";
import { ImportError } from "./import-error";

const run = promisify(execFile);

/** Files read through GDAL, by extension: a GeoPackage, or a Shapefile with its side files in a zip. */
export const GDAL_FORMATS = /\.(gpkg|zip)$/i;

/** GDAL reads inside a zip through its virtual file system. */
const gdalPath = (file: string) => (/\.zip$/i.test(file) ? `/vsizip/${path.resolve(file)}` : file);

/** What `ogrinfo -q` lists: a line per layer. */
const MAX_OUTPUT_BYTES = 16 * 1024 ** 2;

const INSTALL_HINT = "reading it needs GDAL (Debian: apt-get install gdal-bin), or convert it to GeoJSON first";

async function gdal(program: "ogrinfo" | "ogr2ogr", args: string[], name: string): Promise<string> {
  try {
    return (await run(program, args, { maxBuffer: MAX_OUTPUT_BYTES })).stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") throw new ImportError(`${name}: ${INSTALL_HINT}.`);
    throw new ImportError(`${name}: GDAL could not read it (${(failure.stderr ?? failure.message).trim().split("\n")[0]}).`);
  }
}

/** The layers of a GeoPackage, as `ogrinfo -q` lists them ("1: PADUS4_0Fee (Multi Polygon)"). */
async function layersOf(file: string, name: string): Promise<string[]> {
  const listing = await gdal("ogrinfo", ["-q", file], name);
  return [...listing.matchAll(/^\d+: (.+?)(?: \([^)]*\))?$/gm)].map((match) => match[1]!);
}

/** The layer to read: `layer` when given, else the file's only layer; a file of several is refused with their names. */
async function chooseLayer(file: string, name: string, layer: string | undefined): Promise<string> {
  const layers = await layersOf(file, name);
  const chosen = layer ?? (layers.length === 1 ? layers[0] : undefined);
  if (chosen && layers.includes(chosen)) return chosen;
  const listed = layers.join(", ");
  throw new ImportError(
    layer
      ? `${name}: no layer "${layer}" (it has ${listed}).`
      : `${name} has ${layers.length} layers (${listed}): choose one with --layer NAME.`,
  );
}

/**
 * The features of one layer of `fileName`, in WGS 84, as GDAL writes them one per line: read as
 * GDAL goes, so a national GeoPackage never sits in memory whole.
 */
export async function* streamWithGdal(
  fileName: string,
  name: string,
  layer?: string,
): AsyncIterable<{ raw: unknown; where: string }> {
  const file = gdalPath(fileName);
  const chosen = await chooseLayer(file, name, layer);
  const child = spawn("ogr2ogr", ["-f", "GeoJSONSeq", "-t_srs", "EPSG:4326", "/vsistdout/", file, chosen], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  try {
    yield* sequenceFeatures(name, child.stdout);
    const code = await exited;
    if (code !== 0) throw new ImportError(`${name}: GDAL could not read it (${stderr.trim().split("\n")[0]}).`);
  } finally {
    // Stopped early (a bad feature under --strict): GDAL is told to stop too.
    if (child.exitCode === null) child.kill();
  }
}
