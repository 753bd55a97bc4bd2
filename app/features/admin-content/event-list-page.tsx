// /admin/event-cms (SUPER): every event, published or not, searched, filtered by published, upcoming
// or past and state, sorted, paged and exported; each links to its edit page (ADR 0053).
import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { EventAdmin, EventAdminPage, EventAdminQuery } from "../../../shared/contracts/event-admin.contract";
import type { State } from "../../../shared/contracts/site.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { ButtonLink } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatEventDates } from "../../components/article/event-dates";

const COLUMNS: CmsColumn<EventAdmin>[] = [
  {
    id: "title",
    header: "Event",
    meta: { sortKey: "title" },
    cell: ({ row }) => (
      <Link to={`/events/${row.original.slug}/edit`} className={TEXT_LINK_CLASSES}>
        {row.original.title}
      </Link>
    ),
  },
  {
    id: "starts_at",
    header: "When",
    meta: { sortKey: "starts_at" },
    cell: ({ row }) => (
      <time dateTime={row.original.starts_at}>{formatEventDates(row.original.starts_at, row.original.ends_at)}</time>
    ),
  },
  { id: "location", header: "Where", meta: { sortKey: "location" }, cell: ({ row }) => row.original.location_name },
  { id: "state", header: "State", cell: ({ row }) => row.original.state?.title ?? "—" },
  {
    id: "published",
    header: "Status",
    cell: ({ row }) =>
      row.original.published ? (
        <Link to={`/events/${row.original.slug}`} className={TEXT_LINK_CLASSES}>
          Published
        </Link>
      ) : (
        "Draft"
      ),
  },
];

export function NewEventLink() {
  return (
    <ButtonLink to="/admin/event-cms/new" size="sm">
      <Plus aria-hidden="true" className="size-4" />
      New event
    </ButtonLink>
  );
}

/** The list inside the staff page frame. */
export function EventList({ page, query, states }: { page: EventAdminPage; query: EventAdminQuery; states: State[] }) {
  return (
    <>
      <CmsToolbar
        searchLabel="Search title, slug or place"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/events/" />}
      >
        <CmsFilterSelect
          name="published"
          label="Status"
          value={query.published}
          anyLabel="Any status"
          options={[
            { value: "yes", label: "Published" },
            { value: "no", label: "Draft" },
          ]}
        />
        <CmsFilterSelect
          name="when"
          label="When"
          value={query.when}
          anyLabel="Any time"
          options={[
            { value: "upcoming", label: "Upcoming" },
            { value: "past", label: "Past" },
          ]}
        />
        <CmsFilterSelect
          name="state"
          label="State"
          value={query.state}
          anyLabel="Any state"
          options={states.map((state) => ({ value: state.code, label: state.title }))}
        />
      </CmsToolbar>
      <CmsTable
        caption="Events"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(event) => String(event.id)}
        emptyMessage="No event matches: clear the search or filters."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="events" />
    </>
  );
}
