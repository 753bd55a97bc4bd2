import { describe, expect, it } from "vitest";
import { toCsv } from "./financial-overview.csv";

describe("toCsv", () => {
  it("joins fields with commas and rows with CRLF, amounts as written", () => {
    expect(
      toCsv([
        ["date", "payments", "net_usd"],
        ["2031-01-01", 3, "-12.50"],
      ]),
    ).toBe("date,payments,net_usd\r\n2031-01-01,3,-12.50\r\n");
  });

  it("quotes fields holding a comma, a quote or a line break, doubling quotes", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines"]])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });
});
