// How an event's days read, on its public page and in the staff event list alike.

// Times are shown in UTC so the server and the browser print the same text.
const eventDay = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sat, June 6, 2026 – Mon, June 8, 2026", or one day when it starts and ends on the same date. */
export function formatEventDates(startsAt: string, endsAt: string): string {
  const start = eventDay.format(new Date(startsAt));
  const end = eventDay.format(new Date(endsAt));
  return start === end ? start : `${start} – ${end}`;
}
