// SQL for complementary trials: the offers behind the links, and the one claim each account gets.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { complementaryTrialClaims, membershipGrants, plans, trialOffers } from "../../../db/schema";

export type TrialOfferRow = typeof trialOffers.$inferSelect;

export function createComplementaryTrialsRepository(db: Executor) {
  return {
    /** Offer codes are matched without regard to case, as links get retyped. */
    async findOffer(code: string): Promise<TrialOfferRow | null> {
      const [row] = await db
        .select()
        .from(trialOffers)
        .where(sql`lower(${trialOffers.code}) = ${code.trim().toLowerCase()}`);
      return row ?? null;
    },

    async hasClaimed(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: complementaryTrialClaims.userId })
        .from(complementaryTrialClaims)
        .where(eq(complementaryTrialClaims.userId, userId));
      return row !== undefined;
    },

    /** The partner's trial-tier plan code, when the catalogue has one. */
    async findPartnerTrialPlan(partnerSlug: string): Promise<string | null> {
      const [row] = await db
        .select({ code: plans.code })
        .from(plans)
        .where(and(eq(plans.partnerSlug, partnerSlug), eq(plans.tier, "trial"), eq(plans.kind, "partner")));
      return row?.code ?? null;
    },

    async insertTrialGrant(grant: {
      userId: number;
      reason: "complementary_trial" | "partner";
      planCode: string | null;
      startsAt: Date;
      endsAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(membershipGrants)
        .values({ ...grant, tier: "trial", source: "website", createdAt: grant.startsAt })
        .returning({ id: membershipGrants.id });
      if (!row) throw new Error("membership_grants insert returned no row");
      return row.id;
    },

    /** Records the account's one claim; false when it already has one (the primary key decides). */
    async insertClaim(claim: { userId: number; offerCode: string; grantId: number; claimedAt: Date }): Promise<boolean> {
      const rows = await db
        .insert(complementaryTrialClaims)
        .values(claim)
        .onConflictDoNothing({ target: complementaryTrialClaims.userId })
        .returning({ userId: complementaryTrialClaims.userId });
      return rows.length > 0;
    },
  };
}
