// Every published event: the ones still to come first, soonest first, then the ones that have
// ended, latest first.
import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { EventSummary } from "../../../shared/contracts/articles.contract";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { formatEventDates } from "../../components/article/event-dates";
import { useT } from "../../lib/i18n";

export interface EventsPageProps {
  upcoming: EventSummary[];
  past: EventSummary[];
}

export function EventsPage({ upcoming, past }: EventsPageProps) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Events") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Events")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-grey">
        {t("Trail days, rallies, clean-ups and meetups where drivers run trails together.")}
      </p>
      <section aria-labelledby="upcoming-events" className="mt-8">
        <h2 id="upcoming-events" className="text-2xl font-bold tracking-tight">
          {t("Upcoming events")}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-grey">{t("No events are coming up yet. Check back soon.")}</p>
        ) : (
          <EventList events={upcoming} />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-events" className="mt-12">
          <h2 id="past-events" className="text-2xl font-bold tracking-tight">
            {t("Past events")}
          </h2>
          <EventList events={past} />
        </section>
      )}
    </div>
  );
}

function EventList({ events }: { events: EventSummary[] }) {
  const { locale } = useT();
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.slug} className="flex flex-col rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-bold">
            <Link to={`/events/${event.slug}`} className="hover:underline">
              {event.title}
            </Link>
          </h3>
          <p className="mt-2 flex items-start gap-2 text-sm font-medium text-dark-grey">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-green-dark" />
            <time dateTime={event.starts_at}>{formatEventDates(event.starts_at, event.ends_at, locale)}</time>
          </p>
          <p className="mt-1 flex items-start gap-2 text-sm text-grey">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-green-dark" />
            <span className="min-w-0 break-words">{event.location_name}</span>
          </p>
          <p className="mt-3 text-grey">{event.summary}</p>
        </li>
      ))}
    </ul>
  );
}
