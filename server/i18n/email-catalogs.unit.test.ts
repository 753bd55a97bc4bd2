// Every text a reader's e-mail shows has its French and Spanish, and the e-mail catalogs hold nothing
// that no e-mail shows (ADR 0064). An e-mail module is one that calls `emailTranslator(`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emailsEs } from "./emails-es";
import { emailsFr } from "./emails-fr";

/** Names stored with the data and translated where an e-mail shows them: their `name:` strings are keys. */
const NAME_MODULES = ["server/modules/billing/plans.catalog.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const literal = String.raw`"((?:[^"\\]|\\.)*)"`;

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles("server")) {
    const source = readFileSync(file, "utf8");
    if (!source.includes("emailTranslator(") || file.endsWith("email-translator.ts")) continue;
    for (const match of source.matchAll(new RegExp(String.raw`\bt\(\s*${literal}`, "g"))) {
      keys.add(JSON.parse(`"${match[1]}"`) as string);
    }
    // A text with double quotes in it is written in single quotes.
    for (const match of source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) keys.add(match[1]!.replace(/\\'/g, "'"));
    for (const match of source.matchAll(new RegExp(String.raw`\bplural\([^,]+,\s*${literal},\s*${literal}`, "g"))) {
      keys.add(JSON.parse(`"${match[2]}"`) as string);
    }
  }
  for (const file of NAME_MODULES) {
    for (const match of readFileSync(file, "utf8").matchAll(new RegExp(String.raw`\bname: ${literal}`, "g"))) {
      keys.add(JSON.parse(`"${match[1]}"`) as string);
    }
  }
  return keys;
}

describe.each([
  ["French", emailsFr],
  ["Spanish", emailsEs],
])("the %s e-mail catalog", (_language, catalog) => {
  const used = usedKeys();

  it("finds the e-mail modules' texts", () => {
    expect(used).toContain("Reset your Trailguide password");
    expect(used).toContain("All-Access, five years");
  });

  it("has every text the e-mails show", () => {
    expect([...used].filter((key) => !(key in catalog))).toEqual([]);
  });

  it("has no text that no e-mail shows", () => {
    expect(Object.keys(catalog).filter((key) => !used.has(key))).toEqual([]);
  });

  it("keeps every {place} of the English text", () => {
    for (const [key, entry] of Object.entries(catalog)) {
      const places = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
      for (const text of typeof entry === "string" ? [entry] : Object.values(entry)) {
        expect(places(text), key).toEqual(places(key));
      }
    }
  });
});
