// Formats Node cannot read (the GeoPackage of PAD-US and MVUM downloads, zipped Shapefiles), read
// through GDAL's ogr2ogr when it is installed: one layer converted to GeoJSON in WGS 84, which the importers then
// check like any GeoJSON file. GeoJSON itself never needs GDAL.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ImportError } from "./import-error";

const run = promisify(execFile);

/** Files read through GDAL, by extension: a GeoPackage, or a Shapefile with its side files in a zip. */
export const GDAL_FORMATS = /\.(gpkg|zip)$/i;

/** GDAL reads inside a zip through its virtual file system. */
const gdalPath = (file: string) => (/\.zip$/i.test(file) ? `/vsizip/${path.resolve(file)}` : file);

/** Large state downloads come out as hundreds of megabytes of GeoJSON. */
const MAX_OUTPUT_BYTES = 2 * 1024 ** 3;

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

/**
 * The GeoJSON text of one layer of `file`: `layer` when given, else its only layer. A file of several
 * layers without `layer` is refused with their names, so the command can be run again with one.
 */
export async function readWithGdal(fileName: string, layer?: string): Promise<string> {
  const name = path.basename(fileName);
  const file = gdalPath(fileName);
  const layers = await layersOf(file, name);
  const chosen = layer ?? (layers.length === 1 ? layers[0] : undefined);
  if (!chosen || !layers.includes(chosen)) {
    const listed = layers.join(", ");
    throw new ImportError(
      layer
        ? `${name}: no layer "${layer}" (it has ${listed}).`
        : `${name} has ${layers.length} layers (${listed}): choose one with --layer NAME.`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "gdal-import-"));
  try {
    const output = path.join(dir, "layer.geojson");
    await gdal("ogr2ogr", ["-f", "GeoJSON", "-t_srs", "EPSG:4326", "-lco", "RFC7946=YES", output, file, chosen], name);
    return await readFile(output, "utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
