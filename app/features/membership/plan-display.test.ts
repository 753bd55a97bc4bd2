import { describe, expect, it } from "vitest";
import type { Plan, Quote } from "../../../shared/contracts/billing.contract";
import { checkoutPlanCode, multiYearOffer, summarizeQuote, weeklyPrice } from "./plan-display";

const yearly: Plan = {
  code: "all-access-yearly",
  name: "All-Access",
  tier: "paid",
  kind: "subscription",
  price_cents: 3999,
  currency: "USD",
  term_months: 12,
  trial_days: 7,
  purchasable: true,
};
const fiveYear: Plan = {
  ...yearly,
  code: "all-access-five-year",
  name: "All-Access, five years",
  kind: "one_time",
  price_cents: 14999,
  term_months: 60,
  trial_days: 0,
};

function quoteOf(overrides: Partial<Quote>): Quote {
  return {
    plan: yearly,
    coupon: null,
    subtotal_cents: 3999,
    discount_cents: 0,
    total_cents: 3999,
    currency: "USD",
    trial_days: 7,
    first_charge_on: "2026-05-08T12:00:00.000Z",
    ...overrides,
  };
}

describe("summarizeQuote", () => {
  it("says the trial comes first and when the first charge falls", () => {
    const summary = summarizeQuote(quoteOf({}));
    expect(summary.headline).toBe("7 days free, then $39.99/year, first charge on May 8, 2026.");
    expect(summary.total).toEqual({ label: "Due on May 8, 2026", amount: "$39.99" });
    expect(summary.lines.map((line) => line.label)).toEqual(["All-Access", "7-day free trial"]);
  });

  it("shows a coupon's discount and the new total before paying, and the renewal at full price", () => {
    const summary = summarizeQuote(
      quoteOf({ coupon: { code: "SPRING25", description: "25% off" }, discount_cents: 1000, total_cents: 2999 }),
    );
    expect(summary.headline).toBe("7 days free, then $29.99 for the first year, then $39.99/year, first charge on May 8, 2026.");
    expect(summary.lines).toContainEqual({ label: "Coupon SPRING25 (25% off)", amount: "−$10.00", isDiscount: true });
    expect(summary.total.amount).toBe("$29.99");
  });

  it("charges today when the account has used its trial", () => {
    const summary = summarizeQuote(quoteOf({ trial_days: 0, first_charge_on: "2026-05-01T12:00:00.000Z" }));
    expect(summary.headline).toBe("$39.99 today, then every year until you cancel.");
    expect(summary.total).toEqual({ label: "Due today", amount: "$39.99" });
  });

  it("describes a one-time plan as paid once, without renewal", () => {
    const summary = summarizeQuote(quoteOf({ plan: fiveYear, subtotal_cents: 14999, total_cents: 14999, trial_days: 0 }));
    expect(summary.headline).toBe("$149.99 today, once. 5 years of All-Access, no renewal.");
  });
});

describe("plan figures", () => {
  it("gives the weekly price of the yearly plan as spec §9 does", () => {
    expect(weeklyPrice(yearly)).toBe("$0.77");
  });

  it("compares five years paid once with five yearly payments", () => {
    expect(multiYearOffer(fiveYear, yearly)).toEqual({ years: 5, perYear: "$30.00", savings: "$49.96", savingsPercent: 25 });
  });

  it("sells only membership plans at checkout, yearly unless asked otherwise", () => {
    expect(checkoutPlanCode(null)).toBe("all-access-yearly");
    expect(checkoutPlanCode("all-access-five-year")).toBe("all-access-five-year");
    expect(checkoutPlanCode("gift-all-access-yearly")).toBe("all-access-yearly");
  });
});
