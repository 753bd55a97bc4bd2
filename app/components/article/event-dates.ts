// How an event's days read, on its public page (in the page's language) and in the staff event list.
import { INTL_LOCALES, DEFAULT_LOCALE, type Locale } from "../../../shared/domain/locales";

/** "Sat, June 6, 2026 – Mon, June 8, 2026", or one day when it starts and ends on the same date. */
export function formatEventDates(startsAt: string, endsAt: string, locale: Locale = DEFAULT_LOCALE): string {
  // Times are shown in UTC so the server and the browser print the same text.
  const eventDay = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: "short",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const start = eventDay.format(new Date(startsAt));
  const end = eventDay.format(new Date(endsAt));
  return start === end ? start : `${start} – ${end}`;
}
