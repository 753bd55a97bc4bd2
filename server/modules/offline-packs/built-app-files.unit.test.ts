import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtAppFilesBytes } from "./built-app-files";

async function builtSite(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "built-client-"));
  await mkdir(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, "assets", name), text);
  return dir;
}

describe("the built files a pack stores", () => {
  it("counts the entry, the manifest and every file they load, each once, as the browser saves them", async () => {
    const files = {
      "entry.client-A.js": 'import"./react-B.js";',
      "manifest-1.js": 'window.m={"routes":{"trail":{"module":"/assets/trail-C.js","css":["/assets/app-D.css"]}}}',
      "react-B.js": "export const react = 1;",
      "trail-C.js": 'import"./react-B.js";const map=()=>import("./map-E.js");',
      "map-E.js": 'var worker="/assets/worker-F.mjs";',
      "worker-F.mjs": "self.onmessage=()=>{};",
      "app-D.css": "body{color:black}",
      "admin-unreached-G.js": "export const unreached = 'never loaded by a guide page';",
    };
    const dir = await builtSite(files);
    const reached = Object.entries(files).filter(([name]) => !name.startsWith("admin-"));
    const expected = reached.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);

    const built = await builtAppFilesBytes({ dir, startFiles: ["/assets/entry.client-A.js", "/assets/manifest-1.js"] });

    expect(built).toEqual({ count: reached.length, bytes: expected });
  });

  it("skips a name that is no file, as the browser's download stores nothing for it", async () => {
    const dir = await builtSite({ "entry.client-A.js": 'const doc="see assets/missing-Z.js";' });
    const built = await builtAppFilesBytes({ dir, startFiles: ["/assets/entry.client-A.js"] });
    expect(built).toEqual({ count: 1, bytes: Buffer.byteLength('const doc="see assets/missing-Z.js";') });
  });
});
