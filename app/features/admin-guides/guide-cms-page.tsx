// The list of /admin/trail-cms and /admin/scout-route-cms (SUPER): every guide of the kind in any workflow state,
// searched, filtered, sorted and paged on the server with its state in the URL, exported as CSV, and
// selected for bulk publishing or unpublishing.
import type { RowSelectionState } from "@tanstack/react-table";
import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ScoutRouteCmsQuery, ScoutRouteCmsRow } from "../../../shared/contracts/guide-admin.contract";
import { WORKFLOW_STATES, WORKFLOW_STATE_LABELS } from "../../../shared/domain/guide-workflow";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { BulkWorkflowBar } from "./bulk-workflow-bar";
import { authorColumn, editionColumns, stateColumn, titleColumn, workflowColumn } from "./guide-columns";

interface GuideCmsPageProps<Row extends ScoutRouteCmsRow> {
  /** Names the table for screen readers. */
  caption: string;
  /** The list's API: /api/v2/admin/trail-cms/ */
  apiPath: string;
  /** "trails", "scout routes" */
  noun: string;
  page: { count: number; page: number; page_size: number; results: Row[]; states: { code: string; title: string }[] };
  query: ScoutRouteCmsQuery;
  /** Columns of this kind only, after the shared ones. */
  extraColumns?: CmsColumn<Row>[];
  /** Filters of this kind only, after the shared ones. */
  extraFilters?: ReactNode;
}

export function GuideCmsList<Row extends ScoutRouteCmsRow>({
  caption,
  apiPath,
  noun,
  page,
  query,
  extraColumns = [],
  extraFilters,
}: GuideCmsPageProps<Row>) {
  const { search } = useLocation();
  const [selected, setSelected] = useState<RowSelectionState>({});
  // Another page, filter or sort starts a new selection.
  const [selectionSearch, setSelectionSearch] = useState(search);
  if (selectionSearch !== search) {
    setSelectionSearch(search);
    setSelected({});
  }
  const selectedIds = Object.keys(selected)
    .filter((id) => selected[id])
    .map(Number);
  const titleOf = (id: number) => page.results.find((row) => row.id === id)?.title ?? `#${id}`;
  const columns: CmsColumn<Row>[] = [
    titleColumn<Row>(),
    stateColumn<Row>("state"),
    workflowColumn<Row>("workflow_state"),
    authorColumn<Row>(),
    ...editionColumns<Row>(),
    ...extraColumns,
  ];

  return (
    <>
      <CmsToolbar searchLabel="Search titles" query={query} actions={<CsvExportLink apiPath={apiPath} />}>
        <CmsFilterSelect
          name="state"
          label="State"
          value={query.state}
          anyLabel="Any state"
          options={page.states.map((state) => ({ value: state.code, label: state.title }))}
        />
        <CmsFilterSelect
          name="workflow_state"
          label="Workflow"
          value={query.workflow_state}
          anyLabel="Any workflow state"
          options={WORKFLOW_STATES.map((state) => ({ value: state, label: WORKFLOW_STATE_LABELS[state] }))}
        />
        {extraFilters}
      </CmsToolbar>
      <BulkWorkflowBar
        apiPath={apiPath}
        selectedIds={selectedIds}
        titleOf={titleOf}
        onDone={(stillSelected) => setSelected(Object.fromEntries(stillSelected.map((id) => [String(id), true])))}
      />
      <CmsTable
        caption={caption}
        rows={page.results}
        columns={columns}
        sort={query.sort}
        order={query.order}
        rowId={(row) => String(row.id)}
        emptyMessage={`No ${noun} match. Clear the search or filters to see them all.`}
        selection={{ selected, onChange: setSelected, rowLabel: (id) => `Select ${titleOf(Number(id))}` }}
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun={noun} />
    </>
  );
}
