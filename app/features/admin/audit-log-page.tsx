// /admin/audit-log (SUPER): every staff change, searchable by who, what and why, filtered by record
// type and days, sortable, paged and exported as CSV: the model of every staff list (ADR 0047).
import { createdAtColumn } from "../../components/cms/created-at-column";
import { Link } from "react-router";
import type { AuditEntry, AuditLogPage, AuditLogQuery } from "../../../shared/contracts/audit-log.contract";
import { AuditChanges } from "../../components/cms/audit-values";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsDayFilter, CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { StaffPage } from "../../components/cms/staff-page";

const COLUMNS: CmsColumn<AuditEntry>[] = [
  createdAtColumn("When"),
  {
    id: "actor",
    header: "Staff",
    cell: ({ row }) =>
      row.original.actor ? (
        <Link to={`/users/${row.original.actor.uuid}`} className={TEXT_LINK_CLASSES}>
          {row.original.actor.name}
        </Link>
      ) : (
        "—"
      ),
  },
  {
    id: "entity_type",
    header: "Record",
    meta: { sortKey: "entity_type" },
    cell: ({ row }) => (
      <Link
        to={`?entity_type=${encodeURIComponent(row.original.entity_type)}&entity_id=${encodeURIComponent(row.original.entity_id)}`}
        className={TEXT_LINK_CLASSES}
      >
        {row.original.entity_type} {row.original.entity_id}
      </Link>
    ),
  },
  { id: "action", header: "Action", meta: { sortKey: "action" }, cell: ({ row }) => row.original.action },
  { id: "changes", header: "Changes", cell: ({ row }) => <AuditChanges entry={row.original} /> },
  { id: "reason", header: "Reason", cell: ({ row }) => row.original.reason ?? "—" },
];

export function AuditLogPageView({ page, query }: { page: AuditLogPage; query: AuditLogQuery }) {
  return (
    <StaffPage
      title="Audit log"
      summary="Every change made with the staff tools: who made it, when, the fields before and after, and the reason given."
    >
      <CmsToolbar
        searchLabel="Search staff, record, action or reason"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/audit-log/" />}
      >
        <CmsFilterSelect
          name="entity_type"
          label="Record type"
          value={query.entity_type}
          anyLabel="Any record"
          options={page.entity_types.map((type) => ({ value: type, label: type }))}
        />
        {query.entity_id && <input type="hidden" name="entity_id" value={query.entity_id} />}
        <CmsDayFilter name="from" label="From" value={query.from} />
        <CmsDayFilter name="to" label="To" value={query.to} />
      </CmsToolbar>
      <CmsTable
        caption="Staff changes"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(entry) => String(entry.id)}
        emptyMessage="No staff change matches."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="changes" />
    </StaffPage>
  );
}
