// Reads KML with @tmcw/togeojson on an @xmldom/xmldom document. KML files are small (hand-made
// places and lines), so the DOM is fine here, but only for a file known to be small: a streaming
// saxes pass checks the XML first, with the line of the first error as for GPX files, and stops a
// file that is too large, too deep or has too many elements before any DOM is built, so memory
// stays bounded whatever the upload.
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { SaxesParser } from "saxes";
import { featuresToContent } from "./features";
import { ImportFileError, type ParsedContent } from "./parsed-content";
import { xmlSyntaxError } from "./xml-errors";

/** A DOM takes several times its text in memory: KML past this size is refused, not parsed. */
export const KML_LIMITS = {
  characters: 5_000_000,
  /** Folders in folders: real files nest a handful; thousands would exhaust the DOM walk's stack. */
  depth: 64,
  elements: 200_000,
} as const;

function requireWellFormedAndBounded(text: string): void {
  if (text.length > KML_LIMITS.characters) {
    throw new ImportFileError(
      `the KML file is too large to read (at most ${KML_LIMITS.characters / 1_000_000} million characters)`,
    );
  }
  const parser = new SaxesParser({ position: true });
  let depth = 0;
  let elements = 0;
  parser.on("opentag", () => {
    depth++;
    elements++;
    if (depth > KML_LIMITS.depth) {
      throw new ImportFileError(`line ${parser.line}: elements nest deeper than ${KML_LIMITS.depth} levels`);
    }
    if (elements > KML_LIMITS.elements) {
      throw new ImportFileError(`line ${parser.line}: more than ${KML_LIMITS.elements} elements`);
    }
  });
  parser.on("closetag", () => void depth--);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw xmlSyntaxError(error);
  }
}

export function readKml(text: string): ParsedContent {
  requireWellFormedAndBounded(text);
  let problem: string | null = null;
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") problem ??= message;
    },
  }).parseFromString(text, "text/xml");
  if (problem) throw new ImportFileError(`not well-formed XML: ${String(problem)}`);
  const collection = kml(document);
  return featuresToContent("kml", collection.features, "placemark");
}
