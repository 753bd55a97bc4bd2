import { describe, expect, it } from "vitest";
import { formatDay } from "./dates";

describe("formatDay", () => {
  it("writes the day in the page's language, on the UTC calendar", () => {
    const lateEvening = "2026-03-05T23:30:00Z";
    expect(formatDay(lateEvening, "en")).toBe("Mar 5, 2026");
    expect(formatDay(lateEvening, "fr")).toBe("5 mars 2026");
    expect(formatDay(lateEvening, "es")).toMatch(/^5 mar\.? 2026$/);
  });
});
