import { describe, expect, it } from "vitest";
import { formatDay, formatShortDay } from "./dates";

describe("formatDay", () => {
  it("writes the day in the page's language, on the UTC calendar", () => {
    const lateEvening = "2026-03-05T23:30:00Z";
    expect(formatDay(lateEvening, "en")).toBe("Mar 5, 2026");
    expect(formatDay(lateEvening, "fr")).toBe("5 mars 2026");
    expect(formatDay(lateEvening, "es")).toMatch(/^5 mar\.? 2026$/);
  });
});

describe("formatShortDay", () => {
  const today = new Date("2026-11-28T12:00:00Z");

  it("leaves the year out for a day of this year", () => {
    expect(formatShortDay("2026-12-05T00:00:00Z", "en", today)).toBe("Dec 5");
    expect(formatShortDay("2026-12-05T00:00:00Z", "fr", today)).toBe("5 déc.");
  });

  it("writes the year of a day in another year", () => {
    expect(formatShortDay("2025-11-29T08:00:00Z", "en", today)).toBe("Nov 29, 2025");
    expect(formatShortDay("2027-01-03T08:00:00Z", "es", today)).toMatch(/^3 ene\.? 2027$/);
  });
});
