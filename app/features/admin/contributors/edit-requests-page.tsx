// /admin/edit-requests (SUPER): readers' suggested edits with the field, the proposed text and the
// photo, a link to the guide and its editor; searched, filtered by state, sorted, paged and
// exported; each accepted or declined with a reason, audited (ADR 0043, 0052).
import { Link } from "react-router";
import type {
  EditRequestListQuery,
  EditRequestQueuePage,
  QueuedEditRequest,
} from "../../../../shared/contracts/authoring-requests.contract";
import { EDIT_REQUEST_FIELD_LABELS } from "../../../../shared/domain/authoring";
import { CmsPagination } from "../../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../../components/cms/cms-table";
import { CmsToolbar } from "../../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../../components/cms/csv-export-link";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { StaffPage } from "../../../components/cms/staff-page";
import { formatDay } from "./formats";
import { DecisionCell, RequestStateFilter } from "./request-queue-parts";

const API_PATH = "/api/v2/admin/edit-requests/";

const editorPath = (guide: QueuedEditRequest["guide"]) =>
  guide.kind === "trail" ? `/trails/${guide.id}/edit` : `/scout-routes/${guide.id}/edit`;

const COLUMNS: CmsColumn<QueuedEditRequest>[] = [
  {
    id: "created_at",
    header: "Sent",
    meta: { sortKey: "created_at" },
    cell: ({ row }) => (
      <>
        <span className="block whitespace-nowrap">{formatDay(row.original.created_at)}</span>
        <span className="block text-xs text-grey">{row.original.requester.name}</span>
      </>
    ),
  },
  {
    id: "guide",
    header: "Guide",
    cell: ({ row }) => (
      <>
        <Link to={row.original.guide.href} className={`${TEXT_LINK_CLASSES} block font-semibold`}>
          {row.original.guide.title}
        </Link>
        <Link to={editorPath(row.original.guide)} className={`${TEXT_LINK_CLASSES} text-sm`}>
          Open in the editor<span className="sr-only"> for {row.original.guide.title}</span>
        </Link>
      </>
    ),
  },
  {
    id: "field",
    header: "About",
    meta: { sortKey: "field" },
    cell: ({ row }) => EDIT_REQUEST_FIELD_LABELS[row.original.field],
  },
  {
    id: "proposed_text",
    header: "Suggestion",
    cell: ({ row }) => (
      <div className="max-w-md space-y-2">
        <p className="whitespace-pre-line">{row.original.proposed_text}</p>
        {row.original.photo && (
          <a href={row.original.photo.resized_large} className="block w-fit">
            <img
              src={row.original.photo.resized_medium}
              alt={`Photo sent with the suggestion for ${row.original.guide.title}`}
              loading="lazy"
              className="h-20 w-28 rounded-md object-cover"
            />
          </a>
        )}
      </div>
    ),
  },
  {
    id: "decision",
    header: "Decision",
    cell: ({ row }) => (
      <DecisionCell
        request={row.original}
        apiPath={API_PATH}
        entityType="edit_request"
        subject={`${row.original.requester.name}'s suggestion for ${row.original.guide.title}`}
      />
    ),
  },
];

export function EditRequestsPage({ page, query }: { page: EditRequestQueuePage; query: EditRequestListQuery }) {
  return (
    <StaffPage
      title="Edit requests"
      summary="Corrections readers suggest to guides. Make the change in the guide's editor, then accept; or decline with the reason."
    >
      <CmsToolbar searchLabel="Search guide, reader or suggestion" query={query} actions={<CsvExportLink apiPath={API_PATH} />}>
        <RequestStateFilter value={query.state} />
      </CmsToolbar>
      <CmsTable
        caption="Suggested edits"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(row) => String(row.id)}
        emptyMessage="No suggested edit matches. Clear the filters to see every open one."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="suggestions" />
    </StaffPage>
  );
}
