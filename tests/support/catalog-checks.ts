// What the catalog tests share (ADR 0064): the texts a module translates, read from its source, and
// the three promises a catalog keeps against them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Messages } from "../../shared/i18n/translator";

/** A double-quoted string literal; its text is the first group. */
export const LITERAL = String.raw`"((?:[^"\\]|\\.)*)"`;

/** The source files under `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The English texts a module's source passes to `t(…)` and to `plural(count, one, other)`. */
export function translatedTexts(source: string): string[] {
  return [
    ...[...source.matchAll(new RegExp(String.raw`\bt\(\s*${LITERAL}`, "g"))].map((match) => unquote(match[1]!)),
    // A text with double quotes in it is written in single quotes.
    ...[...source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!.replace(/\\'/g, "'")),
    ...[...source.matchAll(new RegExp(String.raw`\bplural\([^,]+,\s*${LITERAL},\s*${LITERAL}`, "g"))].map((match) =>
      unquote(match[2]!),
    ),
  ];
}

/** The texts a module's `key: "text"` entries hold, for the keys named. */
export function textsOfKeys(file: string, keys: readonly string[]): string[] {
  const pattern = new RegExp(String.raw`\b(?:${keys.join("|")}): ${LITERAL}`, "g");
  return [...readFileSync(file, "utf8").matchAll(pattern)].map((match) => unquote(match[1]!));
}

export const unquote = (text: string): string => JSON.parse(`"${text}"`) as string;

/** Each catalog has every text used, no text unused, and every `{place}` of the English. */
export function describeCatalogs(kind: string, catalogs: [language: string, Messages][], used: () => Set<string>) {
  describe.each(catalogs)(`the %s ${kind}`, (_language, catalog) => {
    const texts = used();

    it("has every text the translated modules show", () => {
      expect([...texts].filter((key) => !(key in catalog))).toEqual([]);
    });

    it("has no text that no module shows", () => {
      expect(Object.keys(catalog).filter((key) => !texts.has(key))).toEqual([]);
    });

    it("keeps every {place} of the English text", () => {
      const places = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
      for (const [key, entry] of Object.entries(catalog)) {
        for (const text of typeof entry === "string" ? [entry] : Object.values(entry)) {
          expect(places(text), key).toEqual(places(key));
        }
      }
    });
  });
}
