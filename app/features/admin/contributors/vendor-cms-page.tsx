// /admin/vendor-cms (SUPER): the vendors (paid contributors) with their contacts and linked
// accounts; searched, filtered by active and linked, sorted, paged and exported (ADR 0052).
import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Vendor, VendorListQuery, VendorPage } from "../../../../shared/contracts/vendor.contract";
import { CmsPagination } from "../../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../../components/cms/csv-export-link";
import { ButtonLink } from "../../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { StaffPage } from "../../../components/cms/staff-page";
import { CHIP_CLASSES, formatDay } from "./formats";

const COLUMNS: CmsColumn<Vendor>[] = [
  {
    id: "name",
    header: "Vendor",
    meta: { sortKey: "name" },
    cell: ({ row }) => (
      <Link to={`/admin/vendor-cms/${row.original.id}`} className={`${TEXT_LINK_CLASSES} font-semibold`}>
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "contact",
    header: "Contact",
    cell: ({ row }) => (
      <>
        <span className="block">{row.original.contact_name ?? "—"}</span>
        {row.original.email && <span className="block text-xs text-grey">{row.original.email}</span>}
        {row.original.phone && <span className="block text-xs text-grey">{row.original.phone}</span>}
      </>
    ),
  },
  { id: "payment", header: "Payment reference", cell: ({ row }) => row.original.payment_reference ?? "—" },
  { id: "account", header: "Account", cell: ({ row }) => row.original.user?.email ?? "Not linked" },
  {
    id: "active",
    header: "Status",
    cell: ({ row }) =>
      row.original.active ? (
        <span className={`${CHIP_CLASSES} bg-brand-green-dark/10 text-brand-green-dark`}>Active</span>
      ) : (
        <span className={`${CHIP_CLASSES} bg-neutral-100 text-dark-grey`}>Inactive</span>
      ),
  },
  {
    id: "updated_at",
    header: "Updated",
    meta: { sortKey: "updated_at" },
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDay(row.original.updated_at)}</span>,
  },
];

export function VendorCmsPage({ page, query }: { page: VendorPage; query: VendorListQuery }) {
  return (
    <StaffPage
      title="Vendors"
      summary="Paid contributors: how to reach them, where their payments go, and the account their statements of work are addressed to."
      actions={
        <ButtonLink to="/admin/vendor-cms/new" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Add vendor
        </ButtonLink>
      }
    >
      <CmsToolbar
        searchLabel="Search name, contact or reference"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/vendors/" />}
      >
        <CmsFilterSelect
          name="active"
          label="Status"
          value={query.active}
          anyLabel="Active or not"
          options={[
            { value: "yes", label: "Active" },
            { value: "no", label: "Inactive" },
          ]}
        />
        <CmsFilterSelect
          name="linked"
          label="Account"
          value={query.linked}
          anyLabel="Linked or not"
          options={[
            { value: "yes", label: "Linked" },
            { value: "no", label: "Not linked" },
          ]}
        />
      </CmsToolbar>
      <CmsTable
        caption="Vendors"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(vendor) => String(vendor.id)}
        emptyMessage="No vendor matches. Clear the filters, or add one."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="vendors" />
    </StaffPage>
  );
}
