// Where an import's features come from, read one at a time so that a national file (gigabytes of
// GeoJSON) passes through in constant memory: a GeoJSON file through a streaming parser, GeoJSON
// text sequences (one feature per line, as GDAL's GeoJSONSeq writes them) line by line, and a
// GeoPackage or zipped Shapefile through GDAL writing such a sequence; the demo seed's features are
// already in memory. Each read starts the source again from its beginning: the importer reads once
// to check and once to write.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable, pipeline } from "node:stream";
import { parserStream } from "stream-json";
import { pick } from "stream-json/filters/pick.js";
import { streamArray } from "stream-json/streamers/stream-array.js";
import { ImportError } from "./import-error";
import { GDAL_FORMATS, streamWithGdal } from "./gdal-reader";
import { sequenceFeatures } from "./sequence-features";

/** A source's features, in order, each with where it is for messages ("file.geojson, feature 3"). */
export interface FeatureSource {
  name: string;
  features(): AsyncIterable<{ raw: unknown; where: string }>;
}

/** GeoJSON text sequences: one feature per line, each line possibly led by the RS character (RFC 8142). */
export const SEQUENCE_FORMATS = /\.(geojsonl|geojsons|geojsonseq|ndjson|jsonl)$/i;
const GEOJSON_FORMATS = /\.geo(json)?$/i;

/** The extension of a file an importer reads (GeoJSON, a sequence, or through GDAL), or null. */
export function datasetExtension(file: string): string | null {
  const format = [GEOJSON_FORMATS, SEQUENCE_FORMATS, GDAL_FORMATS].find((pattern) => pattern.test(file));
  return format ? format.exec(file)![0] : null;
}

/** A single Feature document is read whole; bigger than this, a file must be a FeatureCollection. */
const WHOLE_DOCUMENT_LIMIT_BYTES = 64 * 1024 ** 2;

type Bytes = () => Readable;

async function* collectionFeatures(name: string, open: Bytes, size: number): AsyncIterable<{ raw: unknown; where: string }> {
  let index = 0;
  // A failure anywhere ends the last stage with it, where the loop below meets it.
  const features = pipeline(
    open(),
    parserStream(),
    pick.asStream({ filter: "features" }),
    streamArray.asStream(),
    () => undefined,
  );
  try {
    for await (const { value } of features as AsyncIterable<{ value: unknown }>) {
      index += 1;
      yield { raw: value, where: `${name}, feature ${index}` };
    }
  } catch (error) {
    throw new ImportError(`${name}: not valid JSON (${(error as Error).message}).`);
  }
  if (index > 0) return;
  // No "features" array: a lone Feature, or not GeoJSON at all.
  const document = size <= WHOLE_DOCUMENT_LIMIT_BYTES ? await wholeDocument(name, open) : null;
  if ((document as { type?: unknown } | null)?.type !== "Feature") {
    throw new ImportError(`${name}: expected a GeoJSON FeatureCollection or Feature.`);
  }
  yield { raw: document, where: `${name}, feature 1` };
}

async function wholeDocument(name: string, open: Bytes): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of open()) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch (error) {
    throw new ImportError(`${name}: not valid JSON (${(error as Error).message}).`);
  }
}

/** `size`: the file's bytes, which decide whether a lone Feature may be read whole. */
function sourceOf(name: string, open: Bytes, size: number): FeatureSource {
  return {
    name,
    features: () => (SEQUENCE_FORMATS.test(name) ? sequenceFeatures(name, open()) : collectionFeatures(name, open, size)),
  };
}

/** The features of a file on disk: GeoJSON, a GeoJSON sequence, or (through GDAL) a GeoPackage or zipped Shapefile. */
export async function fileSource(
  file: string,
  { name = file.split("/").pop()!, layer }: { name?: string; layer?: string } = {},
): Promise<FeatureSource> {
  if (GDAL_FORMATS.test(file)) return { name, features: () => streamWithGdal(file, name, layer) };
  const { size } = await stat(file);
  return sourceOf(name, () => createReadStream(file), size);
}

/** The features of a file held in memory (an upload): GeoJSON or a GeoJSON sequence. */
export function bytesSource(name: string, bytes: Buffer): FeatureSource {
  return sourceOf(name, () => Readable.from([bytes]), bytes.byteLength);
}

/** Features already in memory (the demo seed's roads), read as a file's would be. */
export function memorySource(name: string, features: readonly unknown[]): FeatureSource {
  return {
    name,
    features: () => Readable.from(features.map((raw, index) => ({ raw, where: `${name}, feature ${index + 1}` }))),
  };
}
