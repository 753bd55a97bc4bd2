// Membership prices as shown to people (spec §9): the yearly price and its weekly equivalent. The
// amounts come from the plans table (server/modules/billing/plans.catalog.ts); this only formats them.
import { roundTo } from "./formatters";

const WEEKS_PER_YEAR = 52;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** The yearly price ÷ 52, to the cent: 39.99 → 0.77. */
export function weeklyPriceFromYearly(yearlyAmount: number): number {
  return roundTo(yearlyAmount / WEEKS_PER_YEAR, 2);
}

/** "$0.77" for a yearly 39.99. */
export function formatWeeklyPrice(yearlyAmount: number): string {
  return formatUsd(weeklyPriceFromYearly(yearlyAmount));
}

/** "$39.99" for a yearly 39.99. */
export function formatAnnualPrice(yearlyAmount: number): string {
  return formatUsd(yearlyAmount);
}
