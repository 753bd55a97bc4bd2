// The French and Spanish catalogs, read on the server only: they reach the browser as the root
// loader's data, never as code (ADR 0064). A loader that renders HTML itself translates with them too.
import type { Locale } from "../../shared/domain/locales";
import { translator, type Messages, type Translator } from "../../shared/i18n/translator";
import { es } from "./es";
import { fr } from "./fr";

export const CATALOGS: Record<Exclude<Locale, "en">, Messages> = { fr, es };

/** The catalog a page in `locale` needs: none for English, whose texts are the keys. */
export const catalogFor = (locale: Locale): Messages | null => (locale === "en" ? null : CATALOGS[locale]);

/** The page's words where a loader writes them itself (HTML rendered on the server). */
export const serverTranslator = (locale: Locale): Translator => translator(locale, catalogFor(locale));
