// The plans the site sells and the tire partner's codes (docs/decisions/0014-billing.md). They are
// inserted when missing at start-up; a plan that exists is left alone, so staff edits persist.
import { PLAN_CODES, type Plan } from "../../../shared/contracts/billing.contract";
import { FREE_TRIAL_DAYS } from "../../../shared/domain/membership";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import type { plans } from "../../db/schema";
import { PLAN_PRICE_CENTS } from "./plan-prices";
import { createPlansRepository, type PlanRow } from "./plans.repository";

/** The partner's codes map its customers to a tier; they are never sold on the site. */
export const partnerPlanCode = (partnerSlug: string, tier: "paid" | "trial" | "free") => `${partnerSlug}-${tier}`;

export function planCatalog(partner: { slug: string; name: string }): (typeof plans.$inferInsert)[] {
  const partnerPlan = (tier: "paid" | "trial" | "free", sortOrder: number) => ({
    code: partnerPlanCode(partner.slug, tier),
    name: `${partner.name} (${tier})`,
    tier,
    kind: "partner" as const,
    priceCents: 0,
    termMonths: 12,
    partnerSlug: partner.slug,
    purchasable: false,
    sortOrder,
  });
  return [
    {
      code: PLAN_CODES.yearly,
      name: "All-Access",
      tier: "paid",
      kind: "subscription",
      priceCents: PLAN_PRICE_CENTS.yearly,
      termMonths: 12,
      trialDays: FREE_TRIAL_DAYS,
      sortOrder: 10,
    },
    {
      code: PLAN_CODES.fiveYear,
      name: "All-Access, five years",
      tier: "paid",
      kind: "one_time",
      priceCents: PLAN_PRICE_CENTS.fiveYear,
      termMonths: 60,
      sortOrder: 20,
    },
    {
      code: PLAN_CODES.giftYearly,
      name: "All-Access gift, one year",
      tier: "paid",
      kind: "one_time",
      // A year given costs what a year bought costs.
      priceCents: PLAN_PRICE_CENTS.yearly,
      termMonths: 12,
      sortOrder: 30,
    },
    partnerPlan("paid", 100),
    partnerPlan("trial", 101),
    partnerPlan("free", 102),
  ];
}

/** Inserts the catalogue's missing plans; existing ones keep whatever staff changed. */
export async function ensurePlanCatalog(db: Executor, config: Pick<Config, "client">): Promise<void> {
  await createPlansRepository(db).insertMissing(planCatalog(config.client.tirePartner));
}

export function toPlan(row: PlanRow): Plan {
  return {
    code: row.code,
    name: row.name,
    tier: row.tier,
    kind: row.kind,
    price_cents: row.priceCents,
    currency: row.currency,
    term_months: row.termMonths,
    trial_days: row.trialDays,
    purchasable: row.purchasable,
  };
}
