// The list of /admin/publishing-cms (SUPER): the workflow queue, submitted and accepted guides of both kinds,
// oldest waiting first, with the workflow's actions and scheduled publishing for accepted guides.
import type { PublishingQueuePage, PublishingQueueQuery } from "../../../shared/contracts/guide-admin.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { QueueKindFilter, queueColumns } from "./queue-actions";

const COLUMNS = queueColumns({ canSchedule: true });

export function PublishingQueueList({ page, query }: { page: PublishingQueuePage; query: PublishingQueueQuery }) {
  return (
    <>
      <CmsToolbar searchLabel="Search titles" query={query} actions={<CsvExportLink apiPath="/api/v2/admin/publishing-cms/" />}>
        <QueueKindFilter value={query.kind} />
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
