// One event: when, where, what to expect, and its own website.
import { CalendarDays, MapPin } from "lucide-react";
import type { EventDetail } from "../../../shared/contracts/articles.contract";
import { ArticleBody } from "../../components/article/article-body";
import { formatEventDates } from "../../components/article/event-dates";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { ExternalLink } from "../../components/ui/external-link";
import { buttonClassName } from "../../components/ui/button";
import { useT } from "../../lib/i18n";

export function EventPage({ event, isPast }: { event: EventDetail; isPast: boolean }) {
  const { t, locale } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Events"), to: "/events" }, { label: event.title }]} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{event.title}</h1>
      <p className="mt-3 text-lg text-grey">{event.summary}</p>
      {isPast && (
        <p role="status" className="mt-4 rounded-lg bg-neutral-100 px-4 py-3 text-sm text-grey">
          {t("This event has ended.")}
        </p>
      )}
      <dl className="mt-6 grid gap-4 rounded-xl border border-grey/15 bg-neutral-50 p-5 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="flex items-center gap-2 text-xs font-bold tracking-wide text-grey uppercase">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
            {t("When")}
          </dt>
          <dd className="mt-1 font-medium">
            <time dateTime={event.starts_at}>{formatEventDates(event.starts_at, event.ends_at, locale)}</time>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="flex items-center gap-2 text-xs font-bold tracking-wide text-grey uppercase">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
            {t("Where")}
          </dt>
          <dd className="mt-1 font-medium break-words">{event.location_name}</dd>
        </div>
      </dl>
      <ArticleBody html={event.body_html} className="mt-8 text-lg" />
      {event.website_url && (
        <p className="mt-8">
          <ExternalLink href={event.website_url} className={buttonClassName({ variant: "secondary" })}>
            {t("Event website")}
          </ExternalLink>
        </p>
      )}
    </article>
  );
}
