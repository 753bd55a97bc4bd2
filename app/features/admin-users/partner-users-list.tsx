// The list of /admin/{partner}-user-cms (SUPER): the tire partner's sign-ups and the partner's plan codes they
// hold, searchable, sortable, paged and exported as CSV (ADR 0049).
import type { PartnerUser, PartnerUserPage, PartnerUserQuery } from "../../../shared/contracts/user-admin.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { MEMBERSHIP_LABELS } from "./user-labels";
import { joinedColumn, nameColumn } from "./user-columns";

const COLUMNS: CmsColumn<PartnerUser>[] = [
  nameColumn<PartnerUser>(),
  { id: "email", header: "E-mail", meta: { sortKey: "email" }, cell: ({ row }) => row.original.email },
  { id: "membership", header: "Membership", cell: ({ row }) => MEMBERSHIP_LABELS[row.original.membership] },
  {
    id: "plan_codes",
    header: "Plan codes",
    cell: ({ row }) =>
      row.original.plan_codes.length > 0 ? (
        <span className="font-mono text-sm">{row.original.plan_codes.join(", ")}</span>
      ) : (
        <span className="text-grey">None yet</span>
      ),
  },
  joinedColumn<PartnerUser>(),
];

export function PartnerUsersList({
  partnerName,
  page,
  query,
}: {
  partnerName: string;
  page: PartnerUserPage;
  query: PartnerUserQuery;
}) {
  return (
    <>
      <CmsToolbar
        searchLabel="Search name or e-mail"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/partner-users/" />}
      />
      <CmsTable
        caption={`${partnerName} accounts`}
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(user) => user.uuid}
        emptyMessage={`No ${partnerName} account matches.`}
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="accounts" />
    </>
  );
}
