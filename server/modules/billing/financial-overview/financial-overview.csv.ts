// CSV for staff spreadsheets (RFC 4180, CRLF rows), written by csv-stringify. Every field of the
// financial export is a date, a count or an amount the server formats itself, so no reader-written
// text reaches a cell and nothing needs defusing as a spreadsheet formula.
import { stringify } from "csv-stringify/sync";

export type CsvField = string | number;

export function toCsv(rows: readonly (readonly CsvField[])[]): string {
  return stringify(rows as CsvField[][], { record_delimiter: "windows", quoted_match: /[\r\n]/ });
}
