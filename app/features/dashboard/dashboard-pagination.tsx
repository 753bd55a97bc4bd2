// Newer / older pages of the dashboard's announcements.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";

export function DashboardPagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useT();
  if (lastPage <= 1) return null;
  const linkClass = "inline-flex h-10 items-center gap-1 rounded-full px-4 font-medium text-dark-grey hover:bg-neutral-100";
  return (
    <nav aria-label={t("Announcement pages")} className="mt-6 flex items-center justify-between">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("Newer")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-grey">{t("Page {page} of {count}", { page, count: lastPage })}</span>
      {page < lastPage ? (
        <Link to={`?page=${page + 1}`} className={linkClass}>
          {t("Older")}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
