// The three newest announcements, as cards that open the announcement.
import { Megaphone } from "lucide-react";
import { Link } from "react-router";
import type { Announcement } from "../../../shared/contracts/site.contract";
import { formatDay } from "../../i18n/dates";
import { useT } from "../../lib/i18n";

export function LatestAnnouncements({ announcements }: { announcements: Announcement[] }) {
  const { t, locale } = useT();
  if (announcements.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className="bg-neutral-50">
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <h2 id="news-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("Latest from the trail")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <article className="relative flex h-full flex-col rounded-xl border border-grey/10 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
                <p className="flex items-center gap-2 text-sm text-grey">
                  <Megaphone aria-hidden="true" className="size-4 text-brand-green-dark" />
                  <time dateTime={announcement.published_at}>{formatDay(announcement.published_at, locale)}</time>
                </p>
                <h3 className="mt-2 text-lg font-semibold text-dark-grey">
                  {/* The stretched link makes the whole card clickable with one link in the tab order. */}
                  <Link to={`/announcements/${announcement.id}`} className="after:absolute after:inset-0 after:rounded-xl">
                    {announcement.title}
                  </Link>
                </h3>
                <p className="mt-2 text-grey">{announcement.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
