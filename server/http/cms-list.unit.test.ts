import { describe, expect, it } from "vitest";
import { csvOf, defuseCell } from "./cms-list";

describe("staff CSV exports", () => {
  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(["=SUM(A1)", "+1", "-2", "@cmd", "\tx", "plain"].map(defuseCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@cmd",
      "'\tx",
      "plain",
    ]);
    expect(defuseCell(-2)).toBe(-2);
    expect(defuseCell(null)).toBe("");
  });

  it("writes a header and CRLF rows, quoting what needs it", () => {
    const csv = csvOf(
      [{ name: "Rubicon, CA", note: "two\nlines" }],
      [
        { header: "Name", cell: (row) => row.name },
        { header: "Note", cell: (row) => row.note },
      ],
    );
    expect(csv).toBe('Name,Note\r\n"Rubicon, CA","two\nlines"\r\n');
  });
});
