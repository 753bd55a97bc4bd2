// The list of /admin/publishing-cms (SUPER): the workflow queue, submitted and accepted guides of both kinds,
// oldest waiting first, with the workflow's actions and scheduled publishing for accepted guides.
import { auditTime } from "../../components/cms/audit-values";
import type {
  PublishingQueuePage,
  PublishingQueueQuery,
  PublishingQueueRow,
} from "../../../shared/contracts/guide-admin.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { authorColumn, stateColumn, titleColumn, workflowColumn } from "./guide-columns";
import { QueueActions } from "./queue-actions";

const KIND_LABELS = { trail: "Trail", "scout-route": "Scout route" } as const;

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
  { id: "actions", header: "Actions", cell: ({ row }) => <QueueActions row={row.original} /> },
];

export function PublishingQueueList({ page, query }: { page: PublishingQueuePage; query: PublishingQueueQuery }) {
  return (
    <>
      <CmsToolbar searchLabel="Search titles" query={query} actions={<CsvExportLink apiPath="/api/v2/admin/publishing-cms/" />}>
        <CmsFilterSelect
          name="kind"
          label="Kind"
          value={query.kind}
          anyLabel="Trails and scout routes"
          options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <CmsFilterSelect
          name="workflow_state"
          label="Workflow"
          value={query.workflow_state}
          anyLabel="Submitted and accepted"
          options={[
            { value: "submitted", label: "Submitted" },
            { value: "accepted", label: "Accepted" },
          ]}
        />
      </CmsToolbar>
      <CmsTable
        caption="The workflow queue"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(row) => `${row.kind}-${row.id}`}
        emptyMessage="Nothing is waiting. Submitted and accepted guides show here."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="guides" />
    </>
  );
}
