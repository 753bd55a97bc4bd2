// The All-Access price a guide's paywall quotes (decisions.md: the yearly price and its weekly
// share to the cent), read from the yearly plan on sale so it always matches checkout.
import type { AppLoadContext } from "react-router";
import { PLAN_CODES } from "../../../shared/contracts/billing.contract";
import { formatAnnualPrice, formatWeeklyPrice } from "../../../shared/domain/pricing";

export async function paywallPrices(services: AppLoadContext["services"]): Promise<{ weeklyCost: string; totalCost: string }> {
  const yearly = await services.checkout.planOnSale(PLAN_CODES.yearly);
  const yearlyAmount = yearly.price_cents / 100;
  return { weeklyCost: formatWeeklyPrice(yearlyAmount), totalCost: formatAnnualPrice(yearlyAmount) };
}
