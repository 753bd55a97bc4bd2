// Reads KML with @tmcw/togeojson on an @xmldom/xmldom document. KML files are small (hand-made
// places and lines), so the DOM is fine here; saxes checks the XML first, so a broken file is
// reported with its line as GPX files are.
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { SaxesParser } from "saxes";
import { featuresToContent } from "./features";
import { ImportFileError, type ParsedContent } from "./parsed-content";
import { xmlSyntaxError } from "./xml-errors";

function requireWellFormed(text: string): void {
  try {
    new SaxesParser({ position: true }).write(text).close();
  } catch (error) {
    throw xmlSyntaxError(error);
  }
}

export function readKml(text: string): ParsedContent {
  requireWellFormed(text);
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
