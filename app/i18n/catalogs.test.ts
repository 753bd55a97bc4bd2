// Every text a translated module shows has its French and Spanish, and the catalogs hold nothing
// that no module shows (ADR 0064). A translated module is one that calls `useT()` or, for a page's
// title and description, `metaTranslator(`, or takes a `Translator["t"]` to write its words.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONCERN_DESCRIPTIONS } from "../../shared/domain/concern-descriptions";
import { CONDITION_LABELS } from "../../shared/domain/condition-reports";
import { COUNTRY_LABELS } from "../../shared/domain/countries";
import { POINTS_OF_CONCERN, TRAIL_STATUS_LABELS } from "../../shared/domain/difficulty";
import { newPasswordSchema } from "../../shared/contracts/accounts.contract";
import { es } from "./es";
import { fr } from "./fr";

/** Modules whose texts are translated where they are shown: their `label:` and `title:` strings are keys. */
const LABEL_MODULES = [
  "app/features/header/header-links.ts",
  "app/features/footer/footer-links.ts",
  "app/features/state-page/state-summary.ts",
  // Content pages: search and pricing
  "app/components/search-result/search-result-icon.tsx",
  "shared/domain/difficulty.ts",
  "app/features/pricing-page/pricing-page.tsx",
  // Account pages
  "app/features/auth/sign-up-steps.ts",
];
/**
 * Messages written in English where they are made (schemas, the server's answers, a form's own
 * checks) and translated where a page shows them, with `t(message)`: their sentences (a literal that
 * starts with a capital and ends with . ! or ?) and their `*_MESSAGE`, `*_NOTICE`, `*_FAILED` and
 * `*_TOAST` constants are keys.
 */
const MESSAGE_MODULES = [
  // Account and membership pages
  "app/components/ui/toast.tsx",
  "app/features/auth/request-errors.ts",
  "app/features/auth/sign-up-flow.tsx",
  "app/features/auth/reset-password-forms.tsx",
  "app/features/dashboard/use-mark-read.ts",
  "app/features/membership/use-quote.ts",
  "app/features/membership/checkout-complete-page.tsx",
  "app/features/membership/complementary-trial-page.tsx",
  "app/features/membership/redeem-page.tsx",
  "app/features/membership/form-checks.ts",
  "app/features/profile/profile-photo-section.tsx",
  "app/lib/photo-upload.ts",
  "shared/contracts/accounts.contract.ts",
  "shared/contracts/billing.contract.ts",
  "shared/contracts/email-change.contract.ts",
  "shared/contracts/garage.contract.ts",
  "shared/contracts/lists.contract.ts",
  "shared/contracts/profile.contract.ts",
  "server/modules/accounts/account-errors.ts",
  "server/modules/accounts/passwords.ts",
  "server/modules/billing/checkout.service.ts",
  "server/modules/email-change/email-change.service.ts",
  "server/modules/lists/list-access.ts",
  "server/modules/lists/list-sharing.service.ts",
  "server/modules/lists/lists.service.ts",
];
/** English texts of shared records, translated where a page shows them with `t(RECORD[value])`. */
const SHARED_LABELS = [
  ...Object.values(COUNTRY_LABELS),
  ...Object.values(CONCERN_DESCRIPTIONS),
  ...Object.values(CONDITION_LABELS),
  ...Object.values(TRAIL_STATUS_LABELS),
  ...POINTS_OF_CONCERN,
];
/** Messages a schema builds from a number: the texts a reader can meet. */
const COMPUTED_MESSAGES = [newPasswordSchema.safeParse(""), newPasswordSchema.safeParse("x".repeat(1000))].flatMap(
  (result) => result.error?.issues.map((issue) => issue.message) ?? [],
);
/** Links to other sites keep the other site's name. */
const NOT_SHOWN_TRANSLATED = new Set(["Trailguide on Facebook", "Trailguide on Instagram", "Trailguide on YouTube"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const literal = String.raw`"((?:[^"\\]|\\.)*)"`;

function usedKeys(): Set<string> {
  const keys = new Set<string>([...SHARED_LABELS, ...COMPUTED_MESSAGES]);
  for (const file of sourceFiles("app")) {
    const source = readFileSync(file, "utf8");
    if (!["useT()", "metaTranslator(", 'Translator["t"]'].some((mark) => source.includes(mark))) continue;
    for (const match of source.matchAll(new RegExp(String.raw`\bt\(\s*${literal}`, "g"))) {
      keys.add(JSON.parse(`"${match[1]}"`) as string);
    }
    // A text with double quotes in it is written in single quotes.
    for (const match of source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) keys.add(match[1]!.replace(/\\'/g, "'"));
    for (const match of source.matchAll(new RegExp(String.raw`\bplural\([^,]+,\s*${literal},\s*${literal}`, "g"))) {
      keys.add(JSON.parse(`"${match[2]}"`) as string);
    }
  }
  for (const file of LABEL_MODULES) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(new RegExp(String.raw`\b(?:label|title|name): ${literal}`, "g"))) {
      const key = JSON.parse(`"${match[1]}"`) as string;
      if (!NOT_SHOWN_TRANSLATED.has(key)) keys.add(key);
    }
  }
  for (const file of MESSAGE_MODULES) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/"([A-Z](?:[^"\\]|\\.)*[.!?])"/g)) keys.add(JSON.parse(`"${match[1]}"`) as string);
    for (const match of source.matchAll(
      new RegExp(String.raw`\b[A-Z][A-Z0-9_]*_(?:MESSAGE|NOTICE|FAILED|TOAST) =\s*${literal}`, "g"),
    )) {
      keys.add(JSON.parse(`"${match[1]}"`) as string);
    }
  }
  return keys;
}

describe.each([
  ["French", fr],
  ["Spanish", es],
])("the %s catalog", (_language, catalog) => {
  const used = usedKeys();

  it("has every text the translated modules show", () => {
    expect([...used].filter((key) => !(key in catalog))).toEqual([]);
  });

  it("has no text that no module shows", () => {
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
