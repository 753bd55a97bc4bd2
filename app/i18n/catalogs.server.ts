// The French and Spanish catalogs, read by the root loader only: they reach the browser as the page's
// data, never as code (ADR 0064).
import type { Locale } from "../../shared/domain/locales";
import type { Messages } from "../../shared/i18n/translator";
import { es } from "./es";
import { fr } from "./fr";

export const CATALOGS: Record<Exclude<Locale, "en">, Messages> = { fr, es };

/** The catalog a page in `locale` needs: none for English, whose texts are the keys. */
export const catalogFor = (locale: Locale): Messages | null => (locale === "en" ? null : CATALOGS[locale]);
