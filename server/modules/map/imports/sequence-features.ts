// GeoJSON text sequences (RFC 8142, and GDAL's GeoJSONSeq): one feature per line, read line by line.
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { ImportError } from "./import-error";

/** RFC 8142 leads each text of a sequence with this character; GDAL's GeoJSONSeq may or may not. */
const RECORD_SEPARATOR = "\u001e";

/** One feature per line; blank lines are skipped, line numbers name the features. */
export async function* sequenceFeatures(name: string, lines: Readable): AsyncIterable<{ raw: unknown; where: string }> {
  let number = 0;
  for await (const line of createInterface({ input: lines, crlfDelay: Infinity })) {
    number += 1;
    const text = (line.startsWith(RECORD_SEPARATOR) ? line.slice(1) : line).trim();
    if (text === "") continue;
    let raw: unknown;
    try {
      raw = JSON.parse(text) as unknown;
    } catch (error) {
      throw new ImportError(`${name}, line ${number}: not valid JSON (${(error as Error).message}).`);
    }
    yield { raw, where: `${name}, line ${number}` };
  }
}
