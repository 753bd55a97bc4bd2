// The one table of the back office (ADR 0047), on TanStack Table: rows come sorted and paged from the
// server, a sortable header is a link that changes the URL, and an optional first column selects
// rows for a bulk action. The table scrolls sideways inside its own focusable region on a phone; the
// region is positioned, so the headers' visually hidden sort words scroll with it instead of
// widening the page.
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { withParams } from "./cms-query";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The list's sort key for this column, when the server can sort by it. */
    sortKey?: string;
    /** Numbers line up on the right. */
    isNumeric?: boolean;
  }
}

export type CmsColumn<Row> = ColumnDef<Row, unknown>;

export interface CmsSelection {
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** Names the row for its checkbox ("Select Rubicon Trail"). */
  rowLabel: (id: string) => string;
}

interface CmsTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: CmsColumn<Row>[];
  sort: string;
  order: "asc" | "desc";
  rowId: (row: Row) => string;
  emptyMessage: string;
  selection?: CmsSelection;
}

function SortHeader({ label, sortKey, sort, order }: { label: string; sortKey: string; sort: string; order: string }) {
  const location = useLocation();
  const isSorted = sort === sortKey;
  const next = isSorted && order === "asc" ? "desc" : "asc";
  const Icon = !isSorted ? ArrowUpDown : order === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      to={withParams(location.search, { sort: sortKey, order: next })}
      className="inline-flex items-center gap-1 hover:text-brand-green-dark"
      preventScrollReset
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">, sort {next === "asc" ? "ascending" : "descending"}</span>
    </Link>
  );
}

export function CmsTable<Row>({ caption, rows, columns, sort, order, rowId, emptyMessage, selection }: CmsTableProps<Row>) {
  const captionId = useId();
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selection !== undefined,
    state: { rowSelection: selection?.selected ?? {} },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === "function" ? updater(selection.selected) : updater);
    },
  });
  const allOnPage = table.getIsAllRowsSelected();

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-grey/15 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-green-dark"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-grey">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label="Select every row on this page"
                    checked={allOnPage}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                    className="size-4 accent-brand-green-dark"
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = String(header.column.columnDef.header ?? "");
                const isSorted = meta?.sortKey !== undefined && meta.sortKey === sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={isSorted ? (order === "asc" ? "ascending" : "descending") : undefined}
                    className={`px-3 py-2 font-semibold ${meta?.isNumeric ? "text-right" : ""}`}
                  >
                    {meta?.sortKey ? (
                      <SortHeader label={label} sortKey={meta.sortKey} sort={sort} order={order} />
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-grey/10 align-top hover:bg-neutral-50">
              {selection && (
                <td className="px-3 py-2.5">
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row.id)}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                    className="size-4 accent-brand-green-dark"
                  />
                </td>
              )}
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2.5 text-dark-grey ${cell.column.columnDef.meta?.isNumeric ? "text-right tabular-nums" : ""}`}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="px-3 py-8 text-center text-grey">
                {emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
