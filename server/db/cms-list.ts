// Pages a staff list's query (ADR 0047): the caller builds the filtered query and names the columns
// each sort key orders by; this adds the order (with a tie-breaker so pages never overlap), the
// page's limit and offset, and counts the matching rows. A CSV export takes every row up to the cap.
import { asc, count, desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { CMS_CSV_ROW_LIMIT, type CmsListParams, type CmsPage } from "../../shared/contracts/cms-list.contract";
import type { Executor } from "./client";

export interface CmsListSource<Query extends PgSelect> {
  /** The filtered rows, as a dynamic select (`.$dynamic()`), without order or limit. */
  rows: Query;
  /** The same filter, for counting: the select's FROM/JOIN clause and WHERE condition. */
  countFrom: (db: Executor) => Promise<number>;
  /** The column (or expression) each sort key orders by. */
  sortColumns: Record<string, AnyColumn | SQL>;
  /** The unique column that breaks ties, so a row never shows on two pages. */
  tieBreaker: AnyColumn;
}

export async function pageOf<Query extends PgSelect>(
  db: Executor,
  params: CmsListParams,
  { rows, countFrom, sortColumns, tieBreaker }: CmsListSource<Query>,
): Promise<CmsPage<Awaited<Query>[number]>> {
  const direction = params.order === "asc" ? asc : desc;
  const column = sortColumns[params.sort] ?? tieBreaker;
  const ordered = rows.orderBy(direction(column), direction(tieBreaker));
  if (params.format === "csv") {
    const all = await ordered.limit(CMS_CSV_ROW_LIMIT);
    return { count: all.length, page: 1, page_size: all.length, results: all };
  }
  const [results, total] = await Promise.all([
    ordered.limit(params.page_size).offset((params.page - 1) * params.page_size),
    countFrom(db),
  ]);
  return { count: total, page: params.page, page_size: params.page_size, results };
}

/** A search word as an ILIKE pattern matching it anywhere, its own % and _ taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Counts the rows of `table` matching `where`, the count half of most lists. */
export function countWhere(table: Parameters<ReturnType<Executor["select"]>["from"]>[0], where: SQL | undefined) {
  return async (db: Executor) => {
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return row?.total ?? 0;
  };
}
