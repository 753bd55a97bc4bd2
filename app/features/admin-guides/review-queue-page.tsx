// The list of /admin/review-queue (ADMIN or greater, ADR 0042): the guides waiting on the reviewers,
// submitted ones first (the dashboard's "waiting for review" count), accepted ones to publish on the
// filter, oldest waiting first, each with the workflow's actions and its editor.
import { auditTime } from "../../components/cms/audit-values";
import type { PublishingQueuePage, PublishingQueueRow, ReviewQueueQuery } from "../../../shared/contracts/guide-admin.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { authorColumn, stateColumn, titleColumn, workflowColumn } from "./guide-columns";
import { QueueActions } from "./queue-actions";

const KIND_LABELS = { trail: "Trail", "scout-route": "Scout route" } as const;

const WAITING_LABELS: Record<ReviewQueueQuery["workflow_state"], string> = {
  submitted: "Submitted, waiting for review",
  accepted: "Accepted, waiting to be published",
};

const COLUMNS: CmsColumn<PublishingQueueRow>[] = [
  {
    id: "waiting_since",
    header: "Waiting since",
    meta: { sortKey: "waiting_since" },
    cell: ({ row }) =>
      row.original.waiting_since ? (
        <time dateTime={row.original.waiting_since} className="block min-w-28">
          {auditTime(row.original.waiting_since)}
        </time>
      ) : (
        "—"
      ),
  },
  titleColumn<PublishingQueueRow>((row) => KIND_LABELS[row.kind]),
  stateColumn<PublishingQueueRow>(),
  workflowColumn<PublishingQueueRow>(),
  authorColumn<PublishingQueueRow>(),
  { id: "actions", header: "Actions", cell: ({ row }) => <QueueActions row={row.original} canSchedule={false} /> },
];

export function ReviewQueueList({ page, query }: { page: PublishingQueuePage; query: ReviewQueueQuery }) {
  return (
    <>
      <CmsToolbar searchLabel="Search titles" query={query} actions={<CsvExportLink apiPath="/api/v2/admin/review-queue/" />}>
        <CmsFilterSelect
          name="kind"
          label="Kind"
          value={query.kind}
          anyLabel="Trails and scout routes"
          options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <CmsFilterSelect
          name="workflow_state"
          label="Waiting"
          value={query.workflow_state}
          options={Object.entries(WAITING_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </CmsToolbar>
      <CmsTable
        caption="Guides waiting for review"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(row) => `${row.kind}-${row.id}`}
        emptyMessage={
          query.workflow_state === "submitted"
            ? "Nothing waits for review. A guide its author submits shows here, and the reviewers get an e-mail."
            : "No accepted guide waits to be published."
        }
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="guides" />
    </>
  );
}
