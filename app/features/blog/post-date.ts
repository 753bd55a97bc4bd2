import { INTL_LOCALES, type Locale } from "../../../shared/domain/locales";

/** "March 3, 2026", "3 mars 2026", "3 de marzo de 2026": the UTC day, the same on the server and in the browser. */
export function formatPostDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
