// Who has access right now, computed from the billing records alone (issue 6): a subscription the
// provider has not ended, or an unrevoked grant whose period covers `now`. syncMembership writes the
// answer onto the user's row (the projection tokens are issued from) and is called in the same
// transaction as every change to those records, and by the lifecycle tick when periods run out.
import type { PlanTier, SubscriptionSource } from "../../../shared/domain/membership";
import type { Locale } from "../../../shared/domain/locales";
import type { Executor } from "../../db/client";
import { notFound } from "../../http/errors";
import { createMembershipRepository, type Entitlement } from "./membership.repository";

export interface MembershipState {
  tier: PlanTier;
  isSubscribed: boolean;
  source: SubscriptionSource | null;
  /** When the current access ends if nothing renews it; null without access. */
  accessUntil: Date | null;
  hasPositiveTransaction: boolean;
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
  const repository = createMembershipRepository(executor);
  const [entitlements, positive] = await Promise.all([
    repository.entitlementsAt(userId, now),
    repository.hasPositiveTransaction(userId),
  ]);
  return membershipFrom(entitlements, positive);
}

/** Recomputes the user's membership and stores it on the users row; returns it. */
export async function syncMembership(executor: Executor, userId: number, now: Date): Promise<MembershipState> {
  const state = await readMembership(executor, userId, now);
  await createMembershipRepository(executor).storeProjection(userId, state, now);
  return state;
}

/** The member's name, address and language, for the billing e-mails. */
export async function memberContact(
  executor: Executor,
  userId: number,
): Promise<{ email: string; name: string; locale: Locale | null }> {
  const member = await createMembershipRepository(executor).findContact(userId);
  if (!member) throw notFound();
  return member;
}
