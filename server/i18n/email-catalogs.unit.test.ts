// Every text a reader's e-mail shows has its French and Spanish, and the e-mail catalogs hold nothing
// that no e-mail shows (ADR 0064). An e-mail module is one that calls `emailTranslator(`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeCatalogs, sourceFiles, textsOfKeys, translatedTexts } from "../../tests/support/catalog-checks";
import { emailsEs } from "./emails-es";
import { emailsFr } from "./emails-fr";

/** Names stored with the data and translated where an e-mail shows them: their `name:` strings are keys. */
const NAME_MODULES = ["server/modules/billing/plans.catalog.ts"];

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles("server")) {
    const source = readFileSync(file, "utf8");
    if (!source.includes("emailTranslator(") || file.endsWith("email-translator.ts")) continue;
    for (const text of translatedTexts(source)) keys.add(text);
  }
  for (const file of NAME_MODULES) for (const text of textsOfKeys(file, ["name"])) keys.add(text);
  return keys;
}

describe("the e-mail catalogs' keys", () => {
  it("are read from the e-mail modules and the plans' names", () => {
    const used = usedKeys();
    expect(used).toContain("Reset your Trailguide password");
    expect(used).toContain("All-Access, five years");
  });
});

describeCatalogs(
  "e-mail catalog",
  [
    ["French", emailsFr],
    ["Spanish", emailsEs],
  ],
  usedKeys,
);
