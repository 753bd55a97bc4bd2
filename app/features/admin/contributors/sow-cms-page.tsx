// /admin/sow-cms (SUPER): every statement of work with its contributor, area, pay, deadline and
// signature; searched, filtered by signature and contributor, sorted, paged and exported (ADR 0052).
import { Plus } from "lucide-react";
import { Link } from "react-router";
import type {
  StatementOfWorkListPage,
  StatementOfWorkListQuery,
  StatementOfWorkRow,
} from "../../../../shared/contracts/statement-of-work.contract";
import { CmsPagination } from "../../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../../components/cms/csv-export-link";
import { ButtonLink } from "../../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { StaffPage } from "../../../components/cms/staff-page";
import { CHIP_CLASSES, formatDay, formatPay } from "./formats";

const COLUMNS: CmsColumn<StatementOfWorkRow>[] = [
  {
    id: "title",
    header: "Statement",
    meta: { sortKey: "title" },
    cell: ({ row }) => (
      <Link to={`/statement-of-work/${row.original.id}`} className={`${TEXT_LINK_CLASSES} font-semibold`}>
        {row.original.title}
      </Link>
    ),
  },
  {
    id: "contributor",
    header: "Contributor",
    cell: ({ row }) => (
      <>
        <span className="block">{row.original.contributor.name}</span>
        <span className="block text-xs text-grey">{row.original.contributor.email}</span>
      </>
    ),
  },
  {
    id: "area",
    header: "Area",
    cell: ({ row }) => [row.original.area_description, row.original.state_code].filter(Boolean).join(", "),
  },
  {
    id: "pay_cents",
    header: "Pay",
    meta: { sortKey: "pay_cents", isNumeric: true },
    cell: ({ row }) => formatPay(row.original.pay_cents),
  },
  {
    id: "deadline",
    header: "Deadline",
    meta: { sortKey: "deadline" },
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDay(row.original.deadline)}</span>,
  },
  {
    id: "signed",
    header: "Signature",
    cell: ({ row }) =>
      row.original.signed_at ? (
        <span className={`${CHIP_CLASSES} bg-brand-green-dark/10 text-brand-green-dark`}>
          Signed {formatDay(row.original.signed_at)}
        </span>
      ) : (
        <span className={`${CHIP_CLASSES} bg-neutral-100 text-dark-grey`}>Waiting</span>
      ),
  },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) =>
      row.original.signed_at ? (
        <Link to={`/statement-of-work/${row.original.id}`} className={TEXT_LINK_CLASSES}>
          View<span className="sr-only"> {row.original.title}</span>
        </Link>
      ) : (
        <Link to={`/statement-of-work/${row.original.id}/edit`} className={TEXT_LINK_CLASSES}>
          Edit<span className="sr-only"> {row.original.title}</span>
        </Link>
      ),
  },
];

export function SowCmsPage({ page, query }: { page: StatementOfWorkListPage; query: StatementOfWorkListQuery }) {
  return (
    <StaffPage
      title="Statements of work"
      summary="Every statement of work, who it is addressed to, the pay and deadline, and whether it is signed."
      actions={
        <ButtonLink to="/statement-of-work/new" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          New statement
        </ButtonLink>
      }
    >
      <CmsToolbar
        searchLabel="Search title, area or contributor"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/statements-of-work/" />}
      >
        <CmsFilterSelect
          name="signed"
          label="Signature"
          value={query.signed}
          anyLabel="Signed or not"
          options={[
            { value: "no", label: "Waiting" },
            { value: "yes", label: "Signed" },
          ]}
        />
        <CmsFilterSelect
          name="contributor"
          label="Contributor"
          value={query.contributor}
          anyLabel="Anyone"
          options={page.contributors.map((person) => ({ value: person.uuid, label: person.name }))}
        />
      </CmsToolbar>
      <CmsTable
        caption="Statements of work"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(row) => String(row.id)}
        emptyMessage="No statement of work matches. Clear the filters, or write a new one."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="statements" />
    </StaffPage>
  );
}
