// Calendar dates in the page's language (ADR 0064): Canadian French and Mexican Spanish spell days and
// months their way. The day is the UTC day, so the server render and the browser agree.
import { INTL_LOCALES, type Locale } from "../../shared/domain/locales";

/** "Nov 26, 2026", "26 nov. 2026", "26 nov 2026"; long: "November 26, 2026", "26 novembre 2026", "26 de noviembre de 2026". */
export function formatDay(isoDate: string, locale: Locale, style: "medium" | "long" = "medium"): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: style, timeZone: "UTC" }).format(new Date(isoDate));
}

/** "Nov 26" within `today`'s year, "Nov 26, 2025" outside it, so no date reads as the wrong year. */
export function formatShortDay(isoDate: string, locale: Locale, today: Date = new Date()): string {
  const date = new Date(isoDate);
  const sameYear = date.getUTCFullYear() === today.getUTCFullYear();
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(date);
}

/** "Nov 26, 2026, 3:04 PM" in the page's language, on the UTC clock. */
export function formatDayTime(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(isoDate),
  );
}
