// /admin/patrol-cms (SUPER): every patrol with its trail, assignee, due date and state, late ones
// marked; searched, filtered by state and lateness, sorted, paged and exported; and the form that
// assigns a new one. Reports are read, accepted or rejected on the patrol form (ADR 0043, 0052).
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import type { PatrolListPage, PatrolListQuery, PatrolRow } from "../../../../shared/contracts/patrol.contract";
import { PATROL_STATES, type PatrolState } from "../../../../shared/domain/authoring";
import { CmsPagination } from "../../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../../components/cms/csv-export-link";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { StaffPage } from "../../../components/cms/staff-page";
import { AssignPatrolForm } from "./assign-patrol-form";
import { CHIP_CLASSES, formatDay } from "./formats";

const STATE_LABELS: Record<PatrolState, string> = {
  assigned: "Assigned",
  reported: "Report to review",
  accepted: "Accepted",
  rejected: "Report returned",
};

const COLUMNS: CmsColumn<PatrolRow>[] = [
  {
    id: "trail",
    header: "Trail",
    cell: ({ row }) => (
      <Link to={row.original.trail.href} className={`${TEXT_LINK_CLASSES} font-semibold`}>
        {row.original.trail.title}
      </Link>
    ),
  },
  {
    id: "assignee",
    header: "Assignee",
    cell: ({ row }) => (
      <>
        <span className="block">{row.original.assignee.name}</span>
        <span className="block text-xs text-grey">{row.original.assignee.email}</span>
      </>
    ),
  },
  {
    id: "due_on",
    header: "Due",
    meta: { sortKey: "due_on" },
    cell: ({ row }) => (
      <span className="flex flex-col gap-1">
        <span className="whitespace-nowrap">{formatDay(row.original.due_on)}</span>
        {row.original.is_overdue && (
          <span className={`${CHIP_CLASSES} w-fit bg-brand-red/10 text-brand-red`}>
            <CircleAlert aria-hidden="true" className="size-3.5" />
            Overdue
          </span>
        )}
      </span>
    ),
  },
  { id: "state", header: "State", meta: { sortKey: "state" }, cell: ({ row }) => STATE_LABELS[row.original.state] },
  {
    id: "reported_at",
    header: "Reported",
    cell: ({ row }) => (row.original.reported_at ? formatDay(row.original.reported_at) : "—"),
  },
  {
    id: "form",
    header: "Patrol form",
    cell: ({ row }) => (
      <Link to={`/statement-of-work/patrol-form/${row.original.id}`} className={TEXT_LINK_CLASSES}>
        {row.original.state === "reported" ? "Review report" : "Open"}
        <span className="sr-only"> for {row.original.trail.title}</span>
      </Link>
    ),
  },
];

export function PatrolCmsPage({ page, query }: { page: PatrolListPage; query: PatrolListQuery }) {
  return (
    <StaffPage
      title="Patrols"
      summary="Trails contributors are asked to drive and report on. Open a patrol's form to accept or return its report."
    >
      <AssignPatrolForm />
      <CmsToolbar
        searchLabel="Search trail or assignee"
        query={query}
        actions={<CsvExportLink apiPath="/api/v2/admin/patrols/" />}
      >
        <CmsFilterSelect
          name="state"
          label="State"
          value={query.state}
          anyLabel="Any state"
          options={PATROL_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))}
        />
        <CmsFilterSelect
          name="overdue"
          label="Lateness"
          value={query.overdue}
          anyLabel="On time or late"
          options={[{ value: "yes", label: "Overdue only" }]}
        />
      </CmsToolbar>
      <CmsTable
        caption="Patrols"
        rows={page.results}
        columns={COLUMNS}
        sort={query.sort}
        order={query.order}
        rowId={(row) => String(row.id)}
        emptyMessage="No patrol matches. Clear the filters, or assign one above."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="patrols" />
    </StaffPage>
  );
}
