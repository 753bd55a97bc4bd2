// The columns every guide list of the back office shows the same way: the title with its page and
// editor, the state, the workflow state, the author, the edition dates and the publishing time.
import { Link } from "react-router";
import type { ScoutRouteCmsRow } from "../../../shared/contracts/guide-admin.contract";
import type { GuideKind } from "../../../shared/contracts/guide-editor.contract";
import { WORKFLOW_STATE_LABELS, type WorkflowState } from "../../../shared/domain/guide-workflow";
import { auditTime } from "../../components/cms/audit-values";
import type { CmsColumn } from "../../components/cms/cms-table";
import { cx } from "../../components/ui/class-names";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

/** Where a guide kind's API lives: /api/v2/trails/..., /api/v2/scout-routes/... */
export const API_SEGMENTS = { trail: "trails", "scout-route": "scout-routes" } as const satisfies Record<GuideKind, string>;

const STATE_TONES: Record<WorkflowState, string> = {
  draft: "bg-neutral-100 text-grey",
  submitted: "bg-amber-100 text-amber-900",
  accepted: "bg-sky-100 text-sky-900",
  published: "bg-green-100 text-green-900",
};

export function WorkflowStateChip({ state }: { state: WorkflowState }) {
  return (
    <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", STATE_TONES[state])}>
      {WORKFLOW_STATE_LABELS[state]}
    </span>
  );
}

type GuideRow = Pick<ScoutRouteCmsRow, "title" | "page_path" | "edit_path" | "state" | "author" | "publish_at"> & {
  workflow_state: WorkflowState;
};

/** The title, linked to the guide's page, with a link to its editor (and, in a mixed list, its kind) under it. */
export function titleColumn<Row extends GuideRow>(kindOf?: (row: Row) => string): CmsColumn<Row> {
  return {
    id: "title",
    header: "Title",
    meta: { sortKey: "title" },
    cell: ({ row }) => (
      <div className="min-w-48 space-y-0.5">
        <Link to={row.original.page_path} className={cx(TEXT_LINK_CLASSES, "font-semibold")}>
          {row.original.title}
        </Link>
        <div className="flex gap-2 text-xs text-grey">
          {kindOf && <span>{kindOf(row.original)}</span>}
          <Link to={row.original.edit_path} className="underline underline-offset-2 hover:text-brand-green-dark">
            Edit<span className="sr-only"> {row.original.title}</span>
          </Link>
        </div>
      </div>
    ),
  };
}

export function stateColumn<Row extends GuideRow>(sortKey?: string): CmsColumn<Row> {
  return {
    id: "state",
    header: "State",
    meta: sortKey ? { sortKey } : undefined,
    cell: ({ row }) => <abbr title={row.original.state.title}>{row.original.state.code}</abbr>,
  };
}

export function workflowColumn<Row extends GuideRow>(sortKey?: string): CmsColumn<Row> {
  return {
    id: "workflow_state",
    header: "Workflow",
    meta: sortKey ? { sortKey } : undefined,
    cell: ({ row }) => (
      <div className="space-y-1">
        <WorkflowStateChip state={row.original.workflow_state} />
        {row.original.publish_at && (
          <p className="min-w-28 text-xs text-grey">
            Publishes <time dateTime={row.original.publish_at}>{auditTime(row.original.publish_at)}</time>
          </p>
        )}
      </div>
    ),
  };
}

export function authorColumn<Row extends GuideRow>(): CmsColumn<Row> {
  return {
    id: "author",
    header: "Author",
    cell: ({ row }) =>
      row.original.author ? (
        <Link to={`/users/${row.original.author.uuid}`} className={TEXT_LINK_CLASSES}>
          {row.original.author.name}
        </Link>
      ) : (
        <span className="text-grey">—</span>
      ),
  };
}

/** The edition dates in one column (sorted by the last publication) and the review count of a CMS row. */
export function editionColumns<Row extends ScoutRouteCmsRow>(): CmsColumn<Row>[] {
  return [
    {
      id: "editions",
      header: "Editions",
      meta: { sortKey: "last_published_date" },
      cell: ({ row }) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs whitespace-nowrap tabular-nums">
          <dt className="text-grey">First</dt>
          <dd>{row.original.original_publish_date ?? "—"}</dd>
          <dt className="text-grey">Last</dt>
          <dd>{row.original.last_published_date ?? "—"}</dd>
          <dt className="text-grey">New edition</dt>
          <dd>{row.original.new_edition_date ?? "—"}</dd>
        </dl>
      ),
    },
    {
      id: "review_count",
      header: "Reviews",
      meta: { sortKey: "review_count", isNumeric: true },
      cell: ({ row }) => row.original.review_count,
    },
  ];
}
