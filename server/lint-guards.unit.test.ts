// The lint rules that guard the code's structure fire on TypeScript: two modules that import each
// other (directly, or one through a lazy import()) fail `npm run lint`, and so does a file parser
// used outside the one reader of geographic files, and a component function over 150 lines.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let probeDirectory: string;
beforeAll(async () => {
  // Inside the project, so the project's config and TypeScript program cover the files.
  probeDirectory = await mkdtemp(join(import.meta.dirname, "lint-probe-"));
});
afterAll(() => rm(probeDirectory, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) await writeFile(join(probeDirectory, name), text);
  const eslint = new ESLint({
    cwd: join(import.meta.dirname, ".."),
    // The project's config, this rule alone, and no TypeScript program: the type-aware rules would
    // build one for the whole project (seconds) and this rule needs none.
    ruleFilter: ({ ruleId }) => ruleId === "import-x/no-cycle",
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(probeDirectory, name)));
  return results.flatMap((result) =>
    result.messages.filter((message) => message.ruleId === "import-x/no-cycle").map(() => result.filePath),
  );
}

describe("import-x/no-cycle", () => {
  it("fails two TypeScript modules that import each other", async () => {
    const errors = await cycleErrors({
      "first.ts": 'import { second } from "./second";\nexport const first = () => second;\n',
      "second.ts": 'import { first } from "./first";\nexport const second = () => first;\n',
    });
    expect(errors).toHaveLength(2);
  });

  it("fails a lazy import() whose module imports its importer back", async () => {
    const errors = await cycleErrors({
      "trigger.tsx": 'export const LABEL = "Open";\nexport const load = () => import("./panel");\n',
      "panel.tsx": 'import { LABEL } from "./trigger";\nexport const Panel = () => LABEL;\n',
    });
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe("the one reader of geographic files", () => {
  const restrictedImportErrors = async (filePath: string, text: string) => {
    const eslint = new ESLint({
      cwd: join(import.meta.dirname, ".."),
      ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports",
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    });
    const [result] = await eslint.lintText(text, { filePath: join(import.meta.dirname, "..", filePath) });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-imports");
  };
  const parse = 'import { SaxesParser } from "saxes";\nexport const parser = new SaxesParser();\n';

  it("fails a module outside shared/geo/read that parses GPX or KML itself", async () => {
    expect(await restrictedImportErrors("server/modules/user-content/own-reader.ts", parse)).toHaveLength(1);
    expect(await restrictedImportErrors("app/features/guide-editor/own-reader.ts", parse)).toHaveLength(1);
  });

  it("lets shared/geo/read use the parsers", async () => {
    expect(await restrictedImportErrors("shared/geo/read/another-reader.ts", parse)).toEqual([]);
  });
});

describe("components that do one thing", () => {
  const lengthErrors = async (filePath: string, bodyLines: number) => {
    const eslint = new ESLint({
      cwd: join(import.meta.dirname, ".."),
      ruleFilter: ({ ruleId }) => ruleId === "max-lines-per-function",
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    });
    const lines = Array.from({ length: bodyLines }, (_, index) => `  const line${index} = ${index};`);
    const text = `export function Long() {\n${lines.join("\n")}\n  return line0;\n}\n`;
    const [result] = await eslint.lintText(text, { filePath: join(import.meta.dirname, "..", filePath) });
    return result!.messages.filter((message) => message.ruleId === "max-lines-per-function");
  };

  it("fails a component function over 150 lines, and passes one of 150", async () => {
    expect(await lengthErrors("app/features/guide-page/long-part.tsx", 150)).toHaveLength(1);
    expect(await lengthErrors("app/features/guide-page/long-part.tsx", 147)).toEqual([]);
  });

  it("exempts no page: the map page, once the last exception, is held to it too", async () => {
    expect(await lengthErrors("app/features/map/map-page.tsx", 150)).toHaveLength(1);
  });
});
