// Who has access right now, computed from the billing records alone (issue 6): a subscription the
// provider has not ended, or an unrevoked grant whose period covers `now`. syncMembership writes the
// answer onto the user's row (the projection tokens are issued from) and is called in the same
// transaction as every change to those records, and by the lifecycle tick when periods run out.
import { sql } from "drizzle-orm";
import type { PlanTier, SubscriptionSource } from "../../../shared/domain/membership";
import type { Executor } from "../../db/client";

export interface MembershipState {
  tier: PlanTier;
  isSubscribed: boolean;
  source: SubscriptionSource | null;
  /** When the current access ends if nothing renews it; null without access. */
  accessUntil: Date | null;
  hasPositiveTransaction: boolean;
}

interface Entitlement {
  tier: "paid" | "trial";
  source: SubscriptionSource;
  ends_at: Date | string;
}

/** Every entitlement covering `now`: subscriptions not ended (trialing gives the trial tier), and grants. */
async function entitlementsAt(executor: Executor, userId: number, now: Date): Promise<Entitlement[]> {
  const result = (await executor.execute(sql`
    select case when s.status = 'trialing' then 'trial' else 'paid' end as tier, s.source, s.current_period_end as ends_at
      from subscriptions s
      where s.user_id = ${userId} and s.status <> 'expired' and s.current_period_start <= ${now} and s.current_period_end > ${now}
    union all
    select g.tier, g.source, g.ends_at
      from membership_grants g
      where g.user_id = ${userId} and g.revoked_at is null and g.starts_at <= ${now} and g.ends_at > ${now}`)) as {
    rows: Entitlement[];
  };
  return result.rows;
}

async function hasPositiveTransaction(executor: Executor, userId: number): Promise<boolean> {
  const result = (await executor.execute(
    sql`select exists (select 1 from payments where user_id = ${userId} and amount_cents > refunded_cents) as positive`,
  )) as { rows: { positive: boolean }[] };
  return result.rows[0]?.positive === true;
}

/** The membership `entitlements` add up to: paid beats trial; access lasts until the latest end of the best tier. */
export function membershipFrom(entitlements: readonly Entitlement[], positive: boolean): MembershipState {
  const best = entitlements.some((entitlement) => entitlement.tier === "paid")
    ? "paid"
    : entitlements.length > 0
      ? "trial"
      : null;
  if (!best) return { tier: "free", isSubscribed: false, source: null, accessUntil: null, hasPositiveTransaction: positive };
  const ofTier = entitlements.filter((entitlement) => entitlement.tier === best);
  const latest = ofTier.reduce((a, b) => (new Date(a.ends_at) >= new Date(b.ends_at) ? a : b));
  return {
    tier: best,
    isSubscribed: true,
    source: latest.source,
    accessUntil: new Date(latest.ends_at),
    hasPositiveTransaction: positive,
  };
}

export async function readMembership(executor: Executor, userId: number, now: Date): Promise<MembershipState> {
  const [entitlements, positive] = await Promise.all([
    entitlementsAt(executor, userId, now),
    hasPositiveTransaction(executor, userId),
  ]);
  return membershipFrom(entitlements, positive);
}

/** Recomputes the user's membership and stores it on the users row; returns it. */
export async function syncMembership(executor: Executor, userId: number, now: Date): Promise<MembershipState> {
  const state = await readMembership(executor, userId, now);
  await executor.execute(sql`update users set
      is_subscribed = ${state.isSubscribed},
      subscription_tier = ${state.tier},
      subscription_store = ${state.source},
      has_positive_transaction = ${state.hasPositiveTransaction},
      updated_at = ${now}
    where id = ${userId}`);
  return state;
}

/** Users whose stored projection says they have access that has since run out, for the lifecycle tick. */
export async function usersWithLapsedAccess(executor: Executor, now: Date): Promise<number[]> {
  const result = (await executor.execute(sql`
    select u.id from users u
    where u.is_subscribed
      and not exists (select 1 from subscriptions s where s.user_id = u.id and s.status <> 'expired'
        and s.current_period_start <= ${now} and s.current_period_end > ${now})
      and not exists (select 1 from membership_grants g where g.user_id = u.id and g.revoked_at is null
        and g.starts_at <= ${now} and g.ends_at > ${now})`)) as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}
