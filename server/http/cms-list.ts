// Answers a staff list (ADR 0047): JSON for the page, or with `format=csv` a CSV file of every
// matching row, built from the same query, so an export always holds what the list shows.
// Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) are defused with a
// leading apostrophe, since names, e-mails and reasons are typed by readers.
import { stringify } from "csv-stringify/sync";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { CmsListParams, CmsPage } from "../../shared/contracts/cms-list.contract";

export type CsvCell = string | number | boolean | null | undefined;

/** A CSV column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function defuseCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvOf<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => defuseCell(column.cell(row)))),
  ];
  return stringify(lines, { record_delimiter: "windows", quoted_match: /[\r\n]/ });
}

export function respondWithCmsList<Row>(
  c: Context,
  params: Pick<CmsListParams, "format">,
  page: CmsPage<Row>,
  csv: { columns: readonly CsvColumn<Row>[]; fileName: string },
) {
  if (params.format !== "csv") return c.json(page, 200);
  return csvResponse(c, csvOf(page.results, csv.columns), csv.fileName);
}

/** A CSV file download, never cached (it holds staff-only figures). */
export function csvResponse(c: Context, csv: string, fileName: string) {
  return c.body(csv, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "private, no-store",
  });
}

/** The 200 answer of a staff list route: the page as JSON, or the CSV export. */
export function cmsListResponse<T extends z.ZodType>(page: T, description: string) {
  return {
    description,
    content: { "application/json": { schema: page }, "text/csv": { schema: z.string() } },
  };
}
