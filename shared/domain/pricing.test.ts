import { describe, expect, it } from "vitest";
import { formatAnnualPrice, formatUsd, formatWeeklyPrice, weeklyPriceFromYearly } from "./pricing";

describe(weeklyPriceFromYearly.name, () => {
  it.each([
    [39.99, 0.77],
    [52, 1],
    [0, 0],
    [199.95, 3.85],
    [100, 1.92],
  ])("%d a year → %d a week", (yearly, weekly) => {
    expect(weeklyPriceFromYearly(yearly)).toBe(weekly);
  });
});

describe(formatWeeklyPrice.name, () => {
  it.each([
    [39.99, "$0.77"],
    [52, "$1.00"],
    [1234, "$23.73"],
  ])("%d → %j", (yearly, expected) => {
    expect(formatWeeklyPrice(yearly)).toBe(expected);
  });
});

describe(formatAnnualPrice.name, () => {
  it.each([
    [39.99, "$39.99"],
    [40, "$40.00"],
    [1234.5, "$1,234.50"],
  ])("%d → %j", (yearly, expected) => {
    expect(formatAnnualPrice(yearly)).toBe(expected);
  });
});

describe(formatUsd.name, () => {
  it("always shows cents", () => {
    expect(formatUsd(0)).toBe("$0.00");
  });
});
