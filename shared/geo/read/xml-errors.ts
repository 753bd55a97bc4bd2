// saxes reports "12:5: unclosed tag: trkseg"; users read "line 12, column 5: unclosed tag: trkseg".
import { ImportFileError } from "./parsed-content";

/** `context` adds what the reader knows, such as the element still open at a stray close tag. */
export function xmlSyntaxError(error: unknown, context?: string): ImportFileError {
  const message = error instanceof Error ? error.message : String(error);
  const located = /^(?:[^:]*:)?(\d+):(\d+): (.*?)\.?$/s.exec(message);
  const reason = (located?.[3] ?? message) + (context ? ` (${context})` : "");
  return new ImportFileError(located ? `line ${located[1]}, column ${located[2]}: ${reason}` : `not well-formed XML: ${reason}`);
}

/** The element name without its namespace prefix ("gpxtpx:hr" → "hr"). */
export const localName = (name: string) => {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
};
