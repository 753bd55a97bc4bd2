// How much of the built site a pack stores (ADR 0059): the browser saves the files the guide page
// names and every file they load; the route manifest names every page's modules, so the closure is
// read here from the build, by the same rules, starting from the entry and that manifest.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { appFilesImportedBy } from "../../../shared/domain/offline-app-files";

export interface BuiltClient {
  /** The directory the built browser files are served from. */
  dir: string;
  /** Site paths ("/assets/entry.client-x.js") the browser starts from: the entry and the route manifest. */
  startFiles: readonly string[];
}

/** How many built files a pack stores and their bodies' bytes together. */
export async function builtAppFilesBytes({ dir, startFiles }: BuiltClient): Promise<{ count: number; bytes: number }> {
  const seen = new Set(startFiles);
  const pending = [...startFiles];
  let count = 0;
  let bytes = 0;
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    // A name in a script that is no file: the browser's download answers 404 and stores nothing.
    const body = await readFile(path.join(dir, file)).catch(() => null);
    if (body === null) continue;
    count++;
    bytes += body.byteLength;
    if (!/\.m?js$/.test(file)) continue;
    for (const imported of appFilesImportedBy(body.toString("utf8"))) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return { count, bytes };
}
