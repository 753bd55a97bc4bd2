// /admin/preview-trail-comparison (SUPER): which trails are All-Access Previews, by state, with the
// states that have published trails and no preview flagged; and, as a second view, each published
// scout route with the closest preview its paywall shows and how far it is (ADR 0055).
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type {
  PreviewState,
  PreviewStatesPage,
  PreviewStatesQuery,
  ScoutRoutePreview,
  ScoutRoutePreviewsPage,
  ScoutRoutePreviewsQuery,
} from "../../../shared/contracts/preview-comparison.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { cx } from "../../components/ui/class-names";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

const API = "/api/v2/admin/preview-trail-comparison";

function NoPreview() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-orange/15 px-2 py-0.5 text-xs font-semibold text-dark-grey">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      No preview
    </span>
  );
}

const STATE_COLUMNS: CmsColumn<PreviewState>[] = [
  { id: "state", header: "State", meta: { sortKey: "state" }, cell: ({ row }) => row.original.title },
  {
    id: "published_trails",
    header: "Published trails",
    meta: { sortKey: "published_trails", isNumeric: true },
    cell: ({ row }) => row.original.published_trails,
  },
  {
    id: "previews",
    header: "Preview trails",
    meta: { sortKey: "previews" },
    cell: ({ row }) =>
      row.original.previews.length === 0 ? (
        <NoPreview />
      ) : (
        <ul className="space-y-0.5">
          {row.original.previews.map((trail) => (
            <li key={trail.id}>
              <Link to={trail.path} className={TEXT_LINK_CLASSES}>
                {trail.title}
              </Link>
            </li>
          ))}
        </ul>
      ),
  },
];

const SCOUT_ROUTE_COLUMNS: CmsColumn<ScoutRoutePreview>[] = [
  {
    id: "title",
    header: "Scout route",
    meta: { sortKey: "title" },
    cell: ({ row }) => (
      <Link to={row.original.path} className={TEXT_LINK_CLASSES}>
        {row.original.title}
      </Link>
    ),
  },
  { id: "state", header: "State", meta: { sortKey: "state" }, cell: ({ row }) => row.original.state.title },
  {
    id: "nearest",
    header: "Closest preview",
    cell: ({ row }) =>
      row.original.nearest ? (
        <>
          <Link to={row.original.nearest.path} className={TEXT_LINK_CLASSES}>
            {row.original.nearest.title}
          </Link>
          {row.original.nearest.state_code !== row.original.state.code && (
            <span className="text-grey"> ({row.original.nearest.state_code})</span>
          )}
        </>
      ) : (
        <NoPreview />
      ),
  },
  {
    id: "distance",
    header: "Distance",
    meta: { sortKey: "distance", isNumeric: true },
    cell: ({ row }) => (row.original.nearest ? `${row.original.nearest.distance.toFixed(2)} mi` : "—"),
  },
];

const VIEWS = [
  { view: "states", label: "By state" },
  { view: "scout-routes", label: "By scout route" },
] as const;

function ViewTabs({ current }: { current: "states" | "scout-routes" }) {
  return (
    <nav aria-label="Views">
      <ul className="flex gap-2">
        {VIEWS.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={view === "states" ? "?" : `?view=${view}`}
              aria-current={view === current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-semibold",
                view === current
                  ? "border-brand-green-dark bg-brand-green-dark text-white"
                  : "border-grey/30 bg-white text-dark-grey hover:border-grey",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type PreviewComparisonPageProps =
  | { view: "states"; query: PreviewStatesQuery; page: PreviewStatesPage }
  | { view: "scout-routes"; query: ScoutRoutePreviewsQuery; page: ScoutRoutePreviewsPage };

/** The two views; the route frames them in the staff page. */
export function PreviewComparison(props: PreviewComparisonPageProps) {
  return (
    <>
      <ViewTabs current={props.view} />
      {props.view === "states" ? (
        <StatesView query={props.query} page={props.page} />
      ) : (
        <ScoutRoutesView query={props.query} page={props.page} />
      )}
    </>
  );
}

function StatesView({ query, page }: { query: PreviewStatesQuery; page: PreviewStatesPage }) {
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-dark-grey" role="status">
        {page.missing_count === 0 ? (
          "Every state with published trails has a preview."
        ) : (
          <>
            <TriangleAlert aria-hidden="true" className="size-4 text-brand-orange" />
            {page.missing_count === 1
              ? "1 state has published trails and no preview."
              : `${page.missing_count} states have published trails and no preview.`}
          </>
        )}
      </p>
      <CmsToolbar searchLabel="Search states" query={query} actions={<CsvExportLink apiPath={`${API}/states/`} />}>
        <CmsFilterSelect
          name="coverage"
          label="Previews"
          value={query.coverage}
          anyLabel="Every state"
          options={[
            { value: "missing", label: "No preview" },
            { value: "covered", label: "With a preview" },
          ]}
        />
      </CmsToolbar>
      <CmsTable
        caption="Preview trails by state"
        rows={page.results}
        columns={STATE_COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(state) => state.code}
        emptyMessage="No state matches. Clear the search or filter."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="states" />
    </>
  );
}

function ScoutRoutesView({ query, page }: { query: ScoutRoutePreviewsQuery; page: ScoutRoutePreviewsPage }) {
  return (
    <>
      <p className="max-w-3xl text-grey">
        The distance is the one the paywall shows: from the scout route&apos;s start to the nearest published preview&apos;s
        trailhead, in a straight line.
      </p>
      <CmsToolbar searchLabel="Search scout routes" query={query} actions={<CsvExportLink apiPath={`${API}/scout-routes/`} />}>
        <input type="hidden" name="view" value="scout-routes" />
        <CmsFilterSelect
          name="state"
          label="State"
          value={query.state}
          anyLabel="Any state"
          options={page.states.map((state) => ({ value: state.code, label: state.title }))}
        />
      </CmsToolbar>
      <CmsTable
        caption="Scout routes and their closest preview"
        rows={page.results}
        columns={SCOUT_ROUTE_COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(route) => String(route.id)}
        emptyMessage="No scout route matches. Clear the search or filter."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="scout routes" />
    </>
  );
}
