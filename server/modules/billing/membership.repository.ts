// SQL for the membership projection: the entitlements covering a moment, whether money was kept,
// the projection stored on the users row, and the users whose stored access has run out.
import { eq, sql } from "drizzle-orm";
import type { SubscriptionSource } from "../../../shared/domain/membership";
import type { Locale } from "../../../shared/domain/locales";
import type { Executor } from "../../db/client";
import { selectRows } from "../../db/select-rows";
import { users } from "../../db/schema";
import type { MembershipState } from "./membership";

export interface Entitlement {
  tier: "paid" | "trial";
  source: SubscriptionSource;
  ends_at: Date | string;
}

export function createMembershipRepository(db: Executor) {
  return {
    /** Holds the member's row until the transaction ends, so two changes to their access run one after the other. */
    async lockMember(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },

    /** Every entitlement covering `now`: subscriptions not ended (trialing gives the trial tier), and grants. */
    entitlementsAt(userId: number, now: Date): Promise<Entitlement[]> {
      return selectRows<Entitlement>(
        db,
        sql`
        select case when s.status = 'trialing' then 'trial' else 'paid' end as tier, s.source, s.current_period_end as ends_at
          from subscriptions s
          where s.user_id = ${userId} and s.status <> 'expired' and s.current_period_start <= ${now} and s.current_period_end > ${now}
        union all
        select g.tier, g.source, g.ends_at
          from membership_grants g
          where g.user_id = ${userId} and g.revoked_at is null and g.starts_at <= ${now} and g.ends_at > ${now}`,
      );
    },

    /** A payment the member kept (not refunded in full). */
    async hasPositiveTransaction(userId: number): Promise<boolean> {
      const [row] = await selectRows<{ positive: boolean }>(
        db,
        sql`select exists (select 1 from payments where user_id = ${userId} and amount_cents > refunded_cents) as positive`,
      );
      return row?.positive === true;
    },

    async storeProjection(userId: number, state: MembershipState, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          isSubscribed: state.isSubscribed,
          subscriptionTier: state.tier,
          subscriptionStore: state.source,
          hasPositiveTransaction: state.hasPositiveTransaction,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    },

    /** Users whose stored projection says they have access that has since run out. */
    async usersWithLapsedAccess(now: Date): Promise<number[]> {
      const rows = await selectRows<{ id: number }>(
        db,
        sql`
        select u.id from users u
        where u.is_subscribed
          and not exists (select 1 from subscriptions s where s.user_id = u.id and s.status <> 'expired'
            and s.current_period_start <= ${now} and s.current_period_end > ${now})
          and not exists (select 1 from membership_grants g where g.user_id = u.id and g.revoked_at is null
            and g.starts_at <= ${now} and g.ends_at > ${now})`,
      );
      return rows.map((row) => row.id);
    },

    /** Who to write to about their membership, and in which language. */
    async findContact(userId: number): Promise<{ email: string; name: string; locale: Locale | null } | null> {
      const [member] = await db
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return member ?? null;
    },
  };
}
