// /admin/contributor-requests (SUPER): applications to scout or write, with the applicant's role,
// areas, experience and sample; searched, filtered by state and role, sorted, paged and exported;
// accepting raises the applicant's role, declining e-mails the reason; both audited (ADR 0043, 0052).
import type {
  ContributorRequestListQuery,
  ContributorRequestQueuePage,
  QueuedContributorRequest,
} from "../../../../shared/contracts/authoring-requests.contract";
import { CONTRIBUTOR_ROLES } from "../../../../shared/domain/authoring";
import { CmsPagination } from "../../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../../components/cms/csv-export-link";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { StaffPage } from "../../../components/cms/staff-page";
import { formatDay } from "./formats";
import { DecisionCell, RequestStateFilter } from "./request-queue-parts";

const API_PATH = "/api/v2/admin/contributor-requests/";
const roleName = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

const COLUMNS: CmsColumn<QueuedContributorRequest>[] = [
  {
    id: "name",
    header: "Applicant",
    meta: { sortKey: "name" },
    cell: ({ row }) => (
      <>
        <span className="block font-semibold">{row.original.requester.name}</span>
        <span className="block text-xs text-grey">{row.original.requester.email}</span>
        <span className="block text-xs text-grey">Now: {roleName(row.original.requester.access_type)}</span>
      </>
    ),
  },
  {
    id: "requested_role",
    header: "Asks to be",
    meta: { sortKey: "requested_role" },
    cell: ({ row }) => roleName(row.original.requested_role),
  },
  {
    id: "application",
    header: "Application",
    cell: ({ row }) => (
      <div className="max-w-md space-y-1">
        <p>
          <span className="font-semibold">Areas:</span> {row.original.areas}
        </p>
        <p className="whitespace-pre-line">{row.original.experience}</p>
        {row.original.sample_link && (
          <a href={row.original.sample_link} rel="noopener noreferrer nofollow" className={`${TEXT_LINK_CLASSES} text-sm`}>
            Sample of their work
          </a>
        )}
      </div>
    ),
  },
  {
    id: "created_at",
    header: "Sent",
    meta: { sortKey: "created_at" },
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDay(row.original.created_at)}</span>,
  },
  {
    id: "decision",
    header: "Decision",
    cell: ({ row }) => (
      <DecisionCell
        request={row.original}
        apiPath={API_PATH}
        entityType="contributor_request"
        subject={`${row.original.requester.name}'s application`}
      />
    ),
  },
];

export function ContributorRequestsPage({
  page,
  query,
}: {
  page: ContributorRequestQueuePage;
  query: ContributorRequestListQuery;
}) {
  return (
    <StaffPage
      title="Contributor requests"
      summary="Applications to scout or write. Accepting gives the applicant the role they asked for; declining e-mails them the reason."
    >
      <CmsToolbar
        searchLabel="Search applicant, areas or experience"
        query={query}
        actions={<CsvExportLink apiPath={API_PATH} />}
      >
        <RequestStateFilter value={query.state} />
        <CmsFilterSelect
          name="role"
          label="Role asked for"
          value={query.role}
          anyLabel="Scout or writer"
          options={CONTRIBUTOR_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
        />
      </CmsToolbar>
      <CmsTable
        caption="Applications"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(row) => String(row.id)}
        emptyMessage="No application matches. Clear the filters to see every open one."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="applications" />
    </StaffPage>
  );
}
