// Every text a translated module shows has its French and Spanish, and the catalogs hold nothing
// that no module shows (ADR 0064). A translated module is one that calls `useT()` or, for a page's
// title and description, `metaTranslator(`, or takes a `Translator` or its `Translator["t"]` to write
// its words.
import { readFileSync } from "node:fs";
import { CONCERN_DESCRIPTIONS } from "../../shared/domain/concern-descriptions";
import { CONDITION_LABELS } from "../../shared/domain/condition-reports";
import { COUNTRY_LABELS } from "../../shared/domain/countries";
import { POINTS_OF_CONCERN, TRAIL_STATUS_LABELS } from "../../shared/domain/difficulty";
import { SCOUT_ROUTE_CATEGORIES } from "../../shared/domain/guide-editing";
import { PHOTO_TYPE_LABELS } from "../../shared/domain/photo-types";
import { newPasswordSchema } from "../../shared/contracts/accounts.contract";
import {
  describeCatalogs,
  LITERAL,
  sourceFiles,
  textsOfKeys,
  translatedTexts,
  unquote,
} from "../../tests/support/catalog-checks";
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
  "app/features/feature-pages/badge-claim-panel.tsx",
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
  // The trip planner's refusals, worded from the server's facts
  "shared/domain/route-plan-refusals.ts",
  // The Badge of Honor claim form
  "shared/contracts/badge-of-honor.contract.ts",
  "server/modules/badge-of-honor/badge-of-honor.service.ts",
];
/** English texts of shared records, translated where a page shows them with `t(RECORD[value])`. */
const SHARED_LABELS = [
  ...Object.values(COUNTRY_LABELS),
  ...Object.values(CONCERN_DESCRIPTIONS),
  ...Object.values(CONDITION_LABELS),
  ...Object.values(TRAIL_STATUS_LABELS),
  ...Object.values(PHOTO_TYPE_LABELS),
  ...SCOUT_ROUTE_CATEGORIES,
  ...POINTS_OF_CONCERN,
];
/** Messages a schema builds from a number: the texts a reader can meet. */
const COMPUTED_MESSAGES = [newPasswordSchema.safeParse(""), newPasswordSchema.safeParse("x".repeat(1000))].flatMap(
  (result) => result.error?.issues.map((issue) => issue.message) ?? [],
);
/** Links to other sites keep the other site's name. */
const NOT_SHOWN_TRANSLATED = new Set(["Trailguide on Facebook", "Trailguide on Instagram", "Trailguide on YouTube"]);

function usedKeys(): Set<string> {
  const keys = new Set<string>([...SHARED_LABELS, ...COMPUTED_MESSAGES]);
  for (const file of sourceFiles("app")) {
    const source = readFileSync(file, "utf8");
    if (!["useT()", "metaTranslator(", 'Translator["t"]', ": Translator"].some((mark) => source.includes(mark))) continue;
    for (const text of translatedTexts(source)) keys.add(text);
  }
  for (const file of LABEL_MODULES) {
    for (const text of textsOfKeys(file, ["label", "title", "name"])) if (!NOT_SHOWN_TRANSLATED.has(text)) keys.add(text);
  }
  for (const file of MESSAGE_MODULES) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/"([A-Z](?:[^"\\]|\\.)*[.!?])"/g)) keys.add(unquote(match[1]!));
    for (const match of source.matchAll(
      new RegExp(String.raw`\b[A-Z][A-Z0-9_]*_(?:MESSAGE|NOTICE|FAILED|TOAST) =\s*${LITERAL}`, "g"),
    )) {
      keys.add(unquote(match[1]!));
    }
  }
  return keys;
}

describeCatalogs(
  "catalog",
  [
    ["French", fr],
    ["Spanish", es],
  ],
  usedKeys,
);
