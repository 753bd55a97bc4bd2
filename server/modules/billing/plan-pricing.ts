// The price rules more than one billing service needs: who still gets the free trial, and what the
// charge that ends a trial will be. Prices themselves come from the plans table (plans.catalog.ts).
import type { Executor } from "../../db/client";
import { createBillingRepository } from "./billing.repository";
import type { PlanRow } from "./plans.repository";

/** The 7-day trial, for a reader who has never had one nor any subscription; signed-out readers see it too. */
export async function trialDaysFor(executor: Executor, userId: number | null, plan: PlanRow): Promise<number> {
  if (plan.kind !== "subscription" || plan.trialDays === 0) return 0;
  if (userId === null) return plan.trialDays;
  return (await createBillingRepository(executor).isTrialEligible(userId)) ? plan.trialDays : 0;
}

/** The first charge after a trial: the total of the checkout that started it (its coupon taken off), else the plan's price. */
export async function chargeAfterTrialCents(executor: Executor, userId: number, plan: PlanRow): Promise<number> {
  const checkout = await createBillingRepository(executor).latestCompletedCheckout(userId, plan.code);
  return checkout?.totalCents ?? plan.priceCents;
}
