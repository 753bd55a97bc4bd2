// The "when was it made" column several staff lists open with: sortable by `created_at`, in UTC.
import { auditTime } from "./audit-values";
import type { CmsColumn } from "./cms-table";

export function createdAtColumn<Row extends { created_at: string }>(header: string): CmsColumn<Row> {
  return {
    id: "created_at",
    header,
    meta: { sortKey: "created_at" },
    cell: ({ row }) => (
      <time dateTime={row.original.created_at} className="whitespace-nowrap">
        {auditTime(row.original.created_at)}
      </time>
    ),
  };
}
