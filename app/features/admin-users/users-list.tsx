// The list of /admin/user-cms (SUPER): every account, searchable by name or e-mail, filtered by role, membership
// and account state, sorted by joined date, name or e-mail, paged and exported as CSV (ADR 0049).
import type { AdminUser, UserAdminPage, UserAdminQuery } from "../../../shared/contracts/user-admin.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { AccountBadges } from "./account-badges";
import { MEMBERSHIP_OPTIONS, ROLE_OPTIONS } from "./user-labels";
import { joinedColumn, nameColumn } from "./user-columns";

const COLUMNS: CmsColumn<AdminUser>[] = [
  nameColumn<AdminUser>(),
  { id: "email", header: "E-mail", meta: { sortKey: "email" }, cell: ({ row }) => row.original.email },
  { id: "status", header: "Role and membership", cell: ({ row }) => <AccountBadges user={row.original} /> },
  joinedColumn<AdminUser>(),
];

export function UsersList({ page, query }: { page: UserAdminPage; query: UserAdminQuery }) {
  return (
    <>
      <CmsToolbar searchLabel="Search name or e-mail" query={query} actions={<CsvExportLink apiPath="/api/v2/admin/users/" />}>
        <CmsFilterSelect name="role" label="Role" value={query.role} anyLabel="Any role" options={ROLE_OPTIONS} />
        <CmsFilterSelect
          name="membership"
          label="Membership"
          value={query.membership}
          anyLabel="Any membership"
          options={MEMBERSHIP_OPTIONS}
        />
        <CmsFilterSelect
          name="account"
          label="Account"
          value={query.account}
          anyLabel="Any account"
          options={[
            { value: "active", label: "Active" },
            { value: "disabled", label: "Disabled" },
          ]}
        />
      </CmsToolbar>
      <CmsTable
        caption="Accounts"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(user) => user.uuid}
        emptyMessage="No account matches. Clear the search or the filters."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="accounts" />
    </>
  );
}
