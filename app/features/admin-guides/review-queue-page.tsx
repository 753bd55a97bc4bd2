// The list of /admin/review-queue (ADMIN or greater, ADR 0042): the guides waiting on the reviewers,
// submitted ones first (the dashboard's "waiting for review" count), accepted ones to publish on the
// filter, oldest waiting first, each with the workflow's actions and its editor.
import type { PublishingQueuePage, ReviewQueueQuery } from "../../../shared/contracts/guide-admin.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { QueueKindFilter, queueColumns } from "./queue-actions";

const WAITING_LABELS: Record<ReviewQueueQuery["workflow_state"], string> = {
  submitted: "Submitted, waiting for review",
  accepted: "Accepted, waiting to be published",
};

// Scheduling stays SUPER only (the publishing tool).
const COLUMNS = queueColumns({ canSchedule: false });

export function ReviewQueueList({ page, query }: { page: PublishingQueuePage; query: ReviewQueueQuery }) {
  return (
    <>
      <CmsToolbar searchLabel="Search titles" query={query} actions={<CsvExportLink apiPath="/api/v2/admin/review-queue/" />}>
        <QueueKindFilter value={query.kind} />
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
