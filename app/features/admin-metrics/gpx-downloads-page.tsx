// /admin/gpx-downloads (SUPER): every GPX download with its guide, the guide's state and the reader,
// searchable by reader or guide, filtered by kind, state and days, sortable, paged and exported as
// CSV, built as every staff list is (ADR 0047).
import { createdAtColumn } from "../../components/cms/created-at-column";
import { Link } from "react-router";
import type { GpxDownload, GpxDownloadsPage, GpxDownloadsQuery } from "../../../shared/contracts/gpx-downloads.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsDayFilter, CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

const KIND_LABELS = { trail: "Trail", "scout-route": "Scout route" } as const;

const COLUMNS: CmsColumn<GpxDownload>[] = [
  createdAtColumn("When"),
  {
    id: "guide",
    header: "Guide",
    meta: { sortKey: "guide" },
    cell: ({ row }) => (
      <Link to={row.original.guide.href} className={TEXT_LINK_CLASSES}>
        {row.original.guide.title}
      </Link>
    ),
  },
  { id: "kind", header: "Kind", cell: ({ row }) => KIND_LABELS[row.original.guide.kind] },
  {
    id: "state",
    header: "State",
    meta: { sortKey: "state" },
    cell: ({ row }) => <abbr title={row.original.guide.state.title}>{row.original.guide.state.code}</abbr>,
  },
  {
    id: "user",
    header: "Reader",
    cell: ({ row }) =>
      row.original.user ? (
        <span className="flex flex-col">
          <Link to={`/users/${row.original.user.uuid}`} className={TEXT_LINK_CLASSES}>
            {row.original.user.name}
          </Link>
          <span className="text-xs text-grey">{row.original.user.email}</span>
        </span>
      ) : (
        "Account deleted"
      ),
  },
];

export function GpxDownloadsPageView({ page, query }: { page: GpxDownloadsPage; query: GpxDownloadsQuery }) {
  return (
    <>
      <CmsToolbar
        searchLabel="Search reader or guide"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/gpx-downloads/" />}
      >
        <CmsFilterSelect
          name="kind"
          label="Kind"
          value={query.kind}
          anyLabel="Any guide"
          options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <CmsFilterSelect
          name="state"
          label="State"
          value={query.state}
          anyLabel="Any state"
          options={page.states.map((state) => ({ value: state.code, label: state.title }))}
        />
        <CmsDayFilter name="from" label="From" value={query.from} />
        <CmsDayFilter name="to" label="To" value={query.to} />
      </CmsToolbar>
      <CmsTable
        caption="GPX downloads"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(download) => String(download.id)}
        emptyMessage="No download matches these filters."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="downloads" />
    </>
  );
}
