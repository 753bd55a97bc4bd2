// Calendar dates in the page's language (ADR 0064): Canadian French and Mexican Spanish spell days and
// months their way. The day is the UTC day, so the server render and the browser agree.
import type { Locale } from "../../shared/domain/locales";

export const DATE_LOCALES: Record<Locale, string> = { en: "en-US", fr: "fr-CA", es: "es-MX" };

/** "Nov 26, 2026", "26 nov. 2026", "26 nov 2026". */
export function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(isoDate));
}
