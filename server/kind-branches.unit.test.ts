// Trails and scout routes are two guide kinds of one model (issue 39, point 1): code that behaves
// the same for both is written once, and a branch on the kind is left only for a real difference.
// This counts the branches in the product's source (tests and the demo seed aside) and holds them
// at a ceiling that is lowered as branches go, toward 20, and never raised.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";

const CEILING = 67;
const ROOT = join(import.meta.dirname, "..");
const SOURCE_FOLDERS = ["app", "server", "shared"];
const GUIDE_KIND = String.raw`["'](?:trail|trails|scout[-_]routes?)["']`;
/** `kind === "trail"`, `ref.kind !== "scout-routes"`, and the same written the other way round. */
const KIND_BRANCH = new RegExp(
  String.raw`\b\w*[kK]ind\)?\s*[!=]==?\s*${GUIDE_KIND}|${GUIDE_KIND}\s*[!=]==?\s*[\w.]*[kK]ind\b`,
  "g",
);

const isProductSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-helpers|[/\\]seed[/\\]|[/\\]__snapshots__[/\\]/.test(file);

async function kindBranches(): Promise<{ file: string; count: number }[]> {
  const found: { file: string; count: number }[] = [];
  for (const folder of SOURCE_FOLDERS) {
    const files = (await readdir(join(ROOT, folder), { recursive: true })).filter(isProductSource);
    for (const file of files) {
      const count = (await readFile(join(ROOT, folder, file), "utf8")).match(KIND_BRANCH)?.length ?? 0;
      if (count > 0) found.push({ file: join(folder, file), count });
    }
  }
  return found;
}

it(`keeps branches on the guide kind at or under ${CEILING}`, async () => {
  const found = await kindBranches();
  const total = found.reduce((sum, { count }) => sum + count, 0);
  // Over the ceiling, the files with the most branches are named first.
  const worst = found.sort((a, b) => b.count - a.count).slice(0, 10);
  expect(total, `kind branches by file, most first: ${JSON.stringify(worst)}`).toBeLessThanOrEqual(CEILING);
});

it("counts a branch written either way round, and not a kind compared with something else", () => {
  const sample = [
    'if (kind === "trail") {}',
    'return ref.kind !== "scout-routes";',
    '"scout_route" === guide.kind',
    'if (kind === "orv-park") {}',
    'const trail = "trail";',
  ].join("\n");
  expect(sample.match(KIND_BRANCH)).toHaveLength(3);
});
