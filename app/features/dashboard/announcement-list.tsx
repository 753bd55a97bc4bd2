// The dashboard's announcements: unread ones stand out (bold, "New") until marked read.
import { CheckCheck } from "lucide-react";
import { Link } from "react-router";
import type { Announcement } from "../../../shared/contracts/site.contract";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { useMarkRead } from "./use-mark-read";
import { useT } from "../../lib/i18n";
import { formatDay } from "../../i18n/dates";

const titleId = (id: number) => `announcement-${id}-title`;

/** A marked item loses its button; focus moves to its title so keyboard users keep their place. */
function focusTitle(id: number) {
  requestAnimationFrame(() => document.getElementById(titleId(id))?.focus());
}

export interface AnnouncementListProps {
  announcements: Announcement[];
  unreadCount: number;
}

export function AnnouncementList({ announcements, unreadCount }: AnnouncementListProps) {
  const { isRead, unreadAfterMarks, markRead, markAllRead, error } = useMarkRead();
  const unread = unreadAfterMarks(unreadCount, announcements);
  const hasUnread = unread > 0;
  const { t, plural } = useT();

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-grey">
          {unread === 0 ? t("You're all caught up.") : plural(unread, "{count} unread", "{count} unread")}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={!hasUnread}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => {
            if (hasUnread) void markAllRead();
          }}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t("Mark all as read")}
        </Button>
      </div>
      <p role="alert" className={cx("mt-3 rounded-lg bg-brand-red/10 px-4 py-2 text-brand-red", !error && "hidden")}>
        {error && t(error)}
      </p>
      <ul className="mt-4 space-y-3">
        {announcements.map((announcement) => (
          <AnnouncementItem
            key={announcement.id}
            announcement={announcement}
            isUnread={!isRead(announcement)}
            onMarkRead={() => {
              focusTitle(announcement.id);
              void markRead(announcement.id);
            }}
          />
        ))}
      </ul>
    </>
  );
}

interface AnnouncementItemProps {
  announcement: Announcement;
  isUnread: boolean;
  onMarkRead: () => void;
}

function AnnouncementItem({ announcement, isUnread, onMarkRead }: AnnouncementItemProps) {
  const { t, locale } = useT();
  return (
    <li>
      <article
        aria-labelledby={titleId(announcement.id)}
        className={cx(
          "rounded-xl border p-5 transition-colors",
          isUnread ? "border-brand-green-dark/40 bg-brand-green/5" : "border-grey/10 bg-white",
        )}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm text-grey">
          {isUnread && (
            <span className="rounded-full bg-brand-green-dark px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
              {t("New")}
            </span>
          )}
          <time dateTime={announcement.published_at}>{formatDay(announcement.published_at, locale)}</time>
        </div>
        <h3 className={cx("mt-2 text-lg text-dark-grey", isUnread ? "font-bold" : "font-medium")}>
          <Link id={titleId(announcement.id)} to={`/announcements/${announcement.id}`} className="hover:underline">
            {announcement.title}
          </Link>
        </h3>
        <p className={cx("mt-1", isUnread ? "text-dark-grey" : "text-grey")}>{announcement.summary}</p>
        {isUnread && (
          <Button variant="secondary" size="sm" className="mt-4" onClick={onMarkRead}>
            {t("Mark as read")}
            <span className="sr-only">: {announcement.title}</span>
          </Button>
        )}
      </article>
    </li>
  );
}
