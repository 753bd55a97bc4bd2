// Tells GPX, KML and GeoJSON apart by what the file holds (its name may say anything) and reads it.
import { readGeoJson } from "./geojson-reader";
import { readGpx } from "./gpx-reader";
import { readKml } from "./kml-reader";
import { ImportFileError, type ParsedContent } from "./parsed-content";

/** What `readContentFile` throws for a file it cannot read, its message saying why. */
export { ImportFileError };

const NOT_SUPPORTED = "not a GPX, KML or GeoJSON file";

/** UTF-8 unless the XML declaration names another encoding the platform knows (GPX from old units). */
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? "utf-8");
  } catch {
    throw new ImportFileError(`the encoding "${declared}" is not supported; save the file as UTF-8`);
  }
  return decoder.decode(bytes);
}

/** The root element's local name, past the XML declaration, comments and doctype. */
function rootElementOf(text: string): string | null {
  const match = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s/>]/.exec(
    text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![^>]*>/g, (skip) => " ".repeat(skip.length)).slice(0, 20_000),
  );
  return match?.[2] ?? null;
}

export function readContentFile(bytes: Uint8Array): ParsedContent {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    throw new ImportFileError(`${NOT_SUPPORTED} (it is a ZIP archive; for KMZ, unzip it and import the .kml inside)`);
  }
  const text = decode(bytes).replace(/^\uFEFF/, "");
  const start = text.trimStart()[0];
  if (start === "{") return readGeoJson(text);
  if (start !== "<") throw new ImportFileError(NOT_SUPPORTED);
  const root = rootElementOf(text.slice(0, 20_000));
  if (root === "gpx") return readGpx(text);
  if (root === "kml") return readKml(text);
  throw new ImportFileError(root ? `${NOT_SUPPORTED} (its XML root is <${root}>)` : NOT_SUPPORTED);
}
