// A text[] literal of bound parameters, for the array operators the query builder does not wrap
// (jsonb_exists_any over a jsonb array of strings).
import { sql, type SQL } from "drizzle-orm";

export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
