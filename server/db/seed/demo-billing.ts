// The demo's paying members (issue 6): every account the demo marks as subscribed gets a recorded
// sandbox subscription and its payment, on both sides of the ledger, so no account has paid access
// without a record and the financial overview has real figures. Payment dates are spread over the
// last ~120 days, fixed per e-mail address.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { PLAN_CODES } from "../../../shared/contracts/billing.contract";
import { addDays, addMonths } from "../../../shared/domain/billing-dates";
import { syncMembership } from "../../modules/billing/membership";
import { planCatalog } from "../../modules/billing/plans.catalog";
import type { Executor } from "../client";
import { checkouts, payments, plans, sandboxCharges, sandboxSubscriptions, subscriptions } from "../schema";

const DEMO_CARD = { brand: "visa", last4: "4242" } as const;

/** Subscribed accounts with no billing record behind the flag. */
export async function unrecordedSubscribers(executor: Executor): Promise<{ id: number; email: string }[]> {
  const result = (await executor.execute(sql`
    select u.id, u.email from users u
    where u.is_subscribed
      and not exists (select 1 from subscriptions s where s.user_id = u.id)
      and not exists (select 1 from membership_grants g where g.user_id = u.id)
    order by u.id`)) as { rows: { id: number; email: string }[] };
  return result.rows;
}

/** 5 to 119 days, the same for an address on every install. */
function daysAgoFor(email: string): number {
  return 5 + (createHash("sha256").update(email.toLowerCase()).digest().readUInt32BE(0) % 115);
}

export async function seedDemoBilling(tx: Executor, now: Date): Promise<number> {
  const yearly = planCatalog({ slug: "partner", name: "Partner" }).find((plan) => plan.code === PLAN_CODES.yearly)!;
  await tx.insert(plans).values(yearly).onConflictDoNothing();
  const members = await unrecordedSubscribers(tx);
  for (const member of members) {
    const paidAt = addDays(now, -daysAgoFor(member.email));
    const periodEnd = addMonths(paidAt, 12);
    const key = createHash("sha256").update(member.email.toLowerCase()).digest("hex").slice(0, 24);
    const ids = { subscription: `sub_sbx_${key}`, invoice: `in_sbx_${key}`, intent: `pi_sbx_${key}`, charge: `ch_sbx_${key}` };
    const customerId = `cus_sbx_${key}`;
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        userId: member.id,
        planCode: yearly.code,
        purpose: "membership",
        provider: "sandbox",
        providerSessionId: `cs_sbx_${key}`,
        subtotalCents: yearly.priceCents,
        totalCents: yearly.priceCents,
        status: "completed",
        createdAt: paidAt,
        expiresAt: new Date(paidAt.getTime() + 3_600_000),
        completedAt: paidAt,
      })
      .returning({ id: checkouts.id });
    await tx.insert(sandboxSubscriptions).values({
      id: ids.subscription,
      checkoutId: checkout!.id,
      customerId,
      status: "active",
      priceCents: yearly.priceCents,
      currency: "USD",
      termMonths: yearly.termMonths,
      currentPeriodStart: paidAt,
      currentPeriodEnd: periodEnd,
      cardBrand: DEMO_CARD.brand,
      cardLast4: DEMO_CARD.last4,
      createdAt: paidAt,
    });
    await tx.insert(sandboxCharges).values({
      id: ids.charge,
      paymentIntentId: ids.intent,
      invoiceId: ids.invoice,
      sessionId: `cs_sbx_${key}`,
      subscriptionId: ids.subscription,
      customerId,
      amountCents: yearly.priceCents,
      currency: "USD",
      cardBrand: DEMO_CARD.brand,
      cardLast4: DEMO_CARD.last4,
      createdAt: paidAt,
    });
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: member.id,
        planCode: yearly.code,
        provider: "sandbox",
        providerCustomerId: customerId,
        providerSubscriptionId: ids.subscription,
        status: "active",
        currentPeriodStart: paidAt,
        currentPeriodEnd: periodEnd,
        providerUpdatedAt: paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning({ id: subscriptions.id });
    await tx.insert(payments).values({
      userId: member.id,
      provider: "sandbox",
      providerPaymentId: ids.invoice,
      checkoutId: checkout!.id,
      subscriptionId: subscription!.id,
      planCode: yearly.code,
      purpose: "subscription",
      amountCents: yearly.priceCents,
      cardBrand: DEMO_CARD.brand,
      cardLast4: DEMO_CARD.last4,
      paidAt,
      createdAt: paidAt,
    });
    await syncMembership(tx, member.id, now);
  }
  return members.length;
}
