// "My scout routes and trails": the contributor's own guides by workflow state, one tab a link
// (?show=) so the list is server-rendered and each tab can be bookmarked.
import { ChevronLeft, ChevronRight, PencilLine } from "lucide-react";
import { Link } from "react-router";
import type { ContributorPortal, PortalGuide } from "../../../shared/contracts/contributor-portal.contract";
import {
  PORTAL_GUIDE_FILTERS,
  PORTAL_GUIDE_FILTER_LABELS,
  type PortalGuideFilter,
} from "../../../shared/domain/contributor-portal";
import { WORKFLOW_STATE_LABELS, type WorkflowState } from "../../../shared/domain/guide-workflow";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { CONTRIBUTOR_PORTAL_PATH, formatDay, SECTION_CARD_CLASSES, SECTION_TITLE_CLASSES } from "./portal-format";

// Light tints with dark text keep every badge above 4.5:1; the label, not the colour, says the state.
const STATE_BADGE_CLASSES: Record<WorkflowState, string> = {
  draft: "bg-neutral-100 text-dark-grey ring-grey/25",
  submitted: "bg-[#e5f3fb] text-[#01466e] ring-brand-blue/40",
  accepted: "bg-[#f1e6f8] text-brand-purple ring-brand-purple/30",
  published: "bg-[#e8f5e4] text-[#1d5015] ring-brand-green/40",
};

const EMPTY_TAB_TEXT: Record<PortalGuideFilter, string> = {
  all: "You have no scout routes or trails yet. Start a new scout route below: draw it on the map or upload a GPX or KML file.",
  drafts: "No drafts. A new scout route starts here until you submit it for review.",
  submitted: "Nothing with the editors. Submit a draft for review from its editor and it waits here.",
  published: "Nothing published yet. Once the editors publish a guide of yours, it is on the map and listed here.",
};

const filterHref = (show: PortalGuideFilter, page = 1) => {
  const query = new URLSearchParams();
  if (show !== "all") query.set("show", show);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${CONTRIBUTOR_PORTAL_PATH}${search ? `?${search}` : ""}#my-guides`;
};

export function MyGuidesSection({ guides }: { guides: ContributorPortal["guides"] }) {
  const lastPage = Math.max(1, Math.ceil(guides.count / guides.page_size));
  return (
    <section id="my-guides" aria-labelledby="my-guides-title" className={SECTION_CARD_CLASSES}>
      <h2 id="my-guides-title" className={SECTION_TITLE_CLASSES}>
        My scout routes and trails
      </h2>
      <nav aria-label="Show my guides by state" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {PORTAL_GUIDE_FILTERS.map((filter) => {
            const isCurrent = filter === guides.show;
            return (
              <li key={filter}>
                <Link
                  to={filterHref(filter)}
                  aria-current={isCurrent ? "page" : undefined}
                  className={cx(
                    "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap",
                    isCurrent
                      ? "border-dark-grey bg-dark-grey text-white"
                      : "border-grey/30 bg-white text-dark-grey hover:border-grey",
                  )}
                >
                  {PORTAL_GUIDE_FILTER_LABELS[filter]}
                  <span className="tabular-nums opacity-80">{guides.counts[filter]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {guides.results.length === 0 ? (
        <p className="mt-5 text-grey">
          {guides.page > 1 ? (
            <>
              This page is past the end of the list.{" "}
              <Link to={filterHref(guides.show)} className={TEXT_LINK_CLASSES}>
                Back to the first page
              </Link>
            </>
          ) : (
            EMPTY_TAB_TEXT[guides.show]
          )}
        </p>
      ) : (
        <ul aria-label="My guides" className="mt-2 divide-y divide-grey/15">
          {guides.results.map((guide) => (
            <GuideRow key={`${guide.kind}-${guide.id}`} guide={guide} />
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav aria-label="Pages of my guides" className="mt-4 flex items-center justify-between gap-2">
          {guides.page > 1 ? (
            <Link to={filterHref(guides.show, guides.page - 1)} className={PAGE_LINK_CLASSES}>
              <ChevronLeft aria-hidden className="size-4" />
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-grey">
            Page {guides.page} of {lastPage}
          </span>
          {guides.page < lastPage ? (
            <Link to={filterHref(guides.show, guides.page + 1)} className={PAGE_LINK_CLASSES}>
              Next
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

const PAGE_LINK_CLASSES = "inline-flex h-10 items-center gap-1 rounded-full px-4 font-medium text-dark-grey hover:bg-neutral-100";

function GuideRow({ guide }: { guide: PortalGuide }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold break-words text-dark-grey">{guide.title}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-grey">
          <span>{guide.kind === "trail" ? "Trail" : "Scout route"}</span>
          <span
            className={cx(
              "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
              STATE_BADGE_CLASSES[guide.workflow_state],
            )}
          >
            {WORKFLOW_STATE_LABELS[guide.workflow_state]}
          </span>
          <span>Changed {formatDay(guide.updated_at)}</span>
          {guide.has_draft && (
            <span className="inline-flex items-center gap-1 font-medium text-dark-grey">
              <PencilLine aria-hidden className="size-4 text-brand-orange" />
              Draft saved
            </span>
          )}
        </p>
      </div>
      <p className="flex shrink-0 gap-2">
        {guide.edit_url ? (
          <Link to={guide.edit_url} className={buttonClassName({ variant: "secondary", size: "sm" })}>
            Edit<span className="sr-only"> {guide.title}</span>
          </Link>
        ) : (
          guide.workflow_state !== "published" && <span className="self-center text-sm text-grey">With the editors</span>
        )}
        {guide.view_url && (
          <Link to={guide.view_url} className={buttonClassName({ variant: "secondary", size: "sm" })}>
            View<span className="sr-only"> {guide.title}</span>
          </Link>
        )}
      </p>
    </li>
  );
}
