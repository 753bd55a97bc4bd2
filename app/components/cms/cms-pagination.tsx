// Where a staff list's page stands and the way to the others (ADR 0047): links, so each page has
// its own URL; the page size is a choice of 25, 50 or 100.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { CMS_PAGE_SIZES } from "../../../shared/contracts/cms-list.contract";
import { cx } from "../ui/class-names";
import { withParams } from "./cms-query";

const PAGE_LINK = "inline-flex min-h-9 items-center gap-1 rounded-full border border-grey/30 bg-white px-3 text-sm font-semibold";

export function CmsPagination({ count, page, pageSize, noun }: { count: number; page: number; pageSize: number; noun: string }) {
  const location = useLocation();
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const link = (target: number, label: string, icon: "previous" | "next") => {
    const isOpen = target >= 1 && target <= lastPage && target !== page;
    const content = (
      <>
        {icon === "previous" && <ChevronLeft aria-hidden="true" className="size-4" />}
        {label}
        {icon === "next" && <ChevronRight aria-hidden="true" className="size-4" />}
      </>
    );
    return isOpen ? (
      <Link to={withParams(location.search, { page: target })} className={cx(PAGE_LINK, "text-dark-grey hover:border-grey")}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={cx(PAGE_LINK, "text-grey/70")}>
        {content}
      </span>
    );
  };

  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-grey">
      <p aria-live="polite">{count === 0 ? `No ${noun}` : `${first}–${last} of ${count.toLocaleString("en-US")} ${noun}`}</p>
      <div className="flex items-center gap-2">
        <span>Rows:</span>
        {CMS_PAGE_SIZES.map((size) =>
          size === pageSize ? (
            <span key={size} aria-current="true" className="font-semibold text-dark-grey">
              {size}
            </span>
          ) : (
            <Link
              key={size}
              to={withParams(location.search, { page_size: size })}
              className="underline underline-offset-2 hover:text-brand-green-dark"
            >
              {size}
            </Link>
          ),
        )}
      </div>
      <div className="flex items-center gap-2">
        {link(page - 1, "Previous", "previous")}
        <span>
          Page {page} of {lastPage}
        </span>
        {link(page + 1, "Next", "next")}
      </div>
    </nav>
  );
}
