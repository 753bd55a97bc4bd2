// One announcement in full; opening it while signed in counts as reading it.
import { formatDay } from "../../i18n/dates";
import { useEffect, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import type { AnnouncementDetail } from "../../../shared/contracts/site.contract";
import { apiFetch } from "../../lib/api-client";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";

function useMarkReadOnOpen(announcement: AnnouncementDetail) {
  const { user } = useSession();
  const revalidator = useRevalidator();
  const isUnread = user !== null && announcement.read_at === null;
  // Once per opened announcement: the revalidation that follows must not mark it again.
  const markedId = useRef<number | null>(null);
  useEffect(() => {
    if (!isUnread || markedId.current === announcement.id) return;
    markedId.current = announcement.id;
    apiFetch(`/api/v2/announcements/${announcement.id}/read/`, { method: "POST" }).then(
      () => revalidator.revalidate(),
      () => undefined,
    );
  }, [announcement.id, isUnread, revalidator]);
}

export function AnnouncementArticle({ announcement }: { announcement: AnnouncementDetail }) {
  useMarkReadOnOpen(announcement);
  const { t, locale } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label={t("Breadcrumb")} className="text-sm text-grey">
        <Link to="/dashboard" className="underline">
          {t("Dashboard")}
        </Link>{" "}
        / {t("Announcements")}
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{announcement.title}</h1>
      <p className="mt-2 text-sm text-grey">
        <time dateTime={announcement.published_at}>{formatDay(announcement.published_at, locale, "long")}</time>
      </p>
      <div
        className="prose-content mt-6 space-y-4 leading-relaxed [&_a]:text-brand-blue [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_ul]:list-disc [&_ul]:pl-6"
        // The server rendered this from Markdown and sanitized it (spec §5).
        dangerouslySetInnerHTML={{ __html: announcement.body_html }}
      />
    </article>
  );
}
