// /admin/trail-reviews (SUPER): every review of trails and scout routes, hidden or not, searchable by
// text and author, filtered, sorted, paged and exported as CSV; a review opens above the list
// (?review=ID) to hide or restore it or one of its photos (ADR 0055).
import { createdAtColumn } from "../../components/cms/created-at-column";
import { Camera } from "lucide-react";
import { Link, useLocation } from "react-router";
import type {
  ModeratedReview,
  ReviewModerationPage,
  ReviewModerationQuery,
} from "../../../shared/contracts/review-moderation.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { withParams } from "../../components/cms/cms-query";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { HiddenBadge } from "./hidden-badge";
import { ReviewPanel } from "./review-panel";

function OpenReview({ review }: { review: ModeratedReview }) {
  const location = useLocation();
  return (
    <Link to={withParams(location.search, { review: review.id, page: null })} className={`${TEXT_LINK_CLASSES} font-semibold`}>
      {review.title}
    </Link>
  );
}

const COLUMNS: CmsColumn<ModeratedReview>[] = [
  createdAtColumn("Written"),
  {
    id: "guide",
    header: "Guide",
    meta: { sortKey: "guide" },
    cell: ({ row }) => (
      <div className="min-w-40">
        <Link to={row.original.guide.path} className={TEXT_LINK_CLASSES}>
          {row.original.guide.title}
        </Link>
        <p className="text-xs text-grey">
          {row.original.guide.kind === "trail" ? "Trail" : "Scout route"}, {row.original.guide.state.code}
        </p>
      </div>
    ),
  },
  {
    id: "author",
    header: "Author",
    meta: { sortKey: "author" },
    cell: ({ row }) => (
      <Link to={`/users/${row.original.author.uuid}`} className={TEXT_LINK_CLASSES}>
        {row.original.author.name}
      </Link>
    ),
  },
  {
    id: "rating",
    header: "Rating",
    meta: { sortKey: "rating", isNumeric: true },
    cell: ({ row }) => <span aria-label={`${row.original.rating} of 5`}>{row.original.rating}/5</span>,
  },
  {
    id: "review",
    header: "Review",
    cell: ({ row }) => (
      <div className="min-w-56 max-w-md space-y-1">
        <OpenReview review={row.original} />
        <p className="line-clamp-2 text-grey">{row.original.text}</p>
        {row.original.photos.length > 0 && (
          <p className="inline-flex items-center gap-1 text-xs text-grey">
            <Camera aria-hidden="true" className="size-3.5" />
            {row.original.photos.length === 1 ? "1 photo" : `${row.original.photos.length} photos`}
            {row.original.photos.some((photo) => photo.hidden) &&
              `, ${row.original.photos.filter((photo) => photo.hidden).length} hidden`}
          </p>
        )}
      </div>
    ),
  },
  {
    id: "status",
    header: "Shown",
    cell: ({ row }) => (
      <div className="space-y-1">
        <HiddenBadge hidden={row.original.hidden} />
        {row.original.hidden && <p className="max-w-48 text-xs text-grey">{row.original.hidden.reason}</p>}
      </div>
    ),
  },
];

const RATINGS = [5, 4, 3, 2, 1].map((rating) => ({ value: String(rating), label: `${rating} of 5` }));

interface TrailReviewsPageProps {
  page: ReviewModerationPage;
  query: ReviewModerationQuery;
  /** The review opened with ?review=ID, or null. */
  opened: ModeratedReview | null;
}

/** The list and the opened review; the route frames them in the staff page. */
export function TrailReviews({ page, query, opened }: TrailReviewsPageProps) {
  return (
    <>
      <CmsToolbar
        searchLabel="Search review text or author"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/trail-reviews/" />}
      >
        <CmsFilterSelect
          name="visibility"
          label="Shown"
          value={query.visibility}
          anyLabel="Visible and hidden"
          options={[
            { value: "visible", label: "Visible" },
            { value: "hidden", label: "Hidden" },
          ]}
        />
        <CmsFilterSelect name="rating" label="Rating" value={query.rating?.toString()} anyLabel="Any rating" options={RATINGS} />
        <CmsFilterSelect
          name="guide_kind"
          label="Guide"
          value={query.guide_kind}
          anyLabel="Trails and scout routes"
          options={[
            { value: "trail", label: "Trails" },
            { value: "scout-route", label: "Scout routes" },
          ]}
        />
        <CmsFilterSelect
          name="state"
          label="State"
          value={query.state}
          anyLabel="Any state"
          options={page.states.map((state) => ({ value: state.code, label: state.title }))}
        />
      </CmsToolbar>
      {opened && <ReviewPanel review={opened} />}
      <CmsTable
        caption="Reviews"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(review) => String(review.id)}
        emptyMessage="No review matches. Clear the search or filters to see them all."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="reviews" />
    </>
  );
}
