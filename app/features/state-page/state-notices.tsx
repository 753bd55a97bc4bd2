// The announcements staff aimed at this state's page (ADR 0053): plain server-rendered HTML, the
// full text folded in a <details>, so the page gains no script.
import { Megaphone } from "lucide-react";
import type { PageAnnouncement } from "../../../shared/contracts/announcement-admin.contract";

const noticeDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export function StateNotices({ notices }: { notices: PageAnnouncement[] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="state-notices-title" className="mx-auto max-w-[1200px] px-4 pt-8 sm:px-6">
      <h2 id="state-notices-title" className="sr-only">
        Announcements
      </h2>
      <ul className="space-y-3">
        {notices.map((notice) => (
          <li key={notice.id} className="rounded-xl border border-brand-green-dark/30 bg-green-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-dark-grey">
              <Megaphone aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
              {notice.title}
            </p>
            <p className="mt-1 text-sm text-grey">
              <time dateTime={notice.published_at}>{noticeDay.format(new Date(notice.published_at))}</time> · {notice.summary}
            </p>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-dark-grey underline underline-offset-2">Read more</summary>
              <p className="mt-2 whitespace-pre-line text-dark-grey">{notice.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
