// SQL for the user tools: the list of accounts, one account with its billing records, the staff
// changes to its row, and the tire partner's sign-ups with their plan codes.
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PartnerUserQuery, UserAdminQuery } from "../../../shared/contracts/user-admin.contract";
import type { Role } from "../../../shared/domain/roles";
import type { Executor } from "../../db/client";
import { countWhere, pageOf } from "../../db/cms-list";
import { complementaryTrialClaims, membershipGrants, plans, subscriptions, trialOffers, users } from "../../db/schema";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Deleted accounts are scrubbed of everything personal (ADR 0034): the tools leave them out. */
const isLiveAccount = isNull(users.deletedAt);

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const word = `%${escapeLike(q)}%`;
  return or(ilike(users.name, word), ilike(users.email, word));
}

function whereOf(query: UserAdminQuery): SQL | undefined {
  return and(
    isLiveAccount,
    searchOf(query.q),
    query.role ? eq(users.accessType, query.role) : undefined,
    query.membership ? eq(users.subscriptionTier, query.membership) : undefined,
    query.account === "disabled" ? isNotNull(users.disabledAt) : undefined,
    query.account === "active" ? isNull(users.disabledAt) : undefined,
  );
}

const SORT_COLUMNS = { joined: users.createdAt, name: sql`lower(${users.name})`, email: sql`lower(${users.email})` };

/**
 * The partner's plan codes on the account's grants and subscriptions, and the partner offers it claimed.
 * The outer account is named in full: inside the subqueries a bare "id" would be the grant's or subscription's.
 */
const partnerCodesOf = (partnerSlug: string) => sql<string[]>`array(
  select code from (
    select g.plan_code as code from ${membershipGrants} g join ${plans} p on p.code = g.plan_code
      where g.user_id = "users"."id" and p.partner_slug = ${partnerSlug}
    union
    select s.plan_code from ${subscriptions} s join ${plans} p on p.code = s.plan_code
      where s.user_id = "users"."id" and p.partner_slug = ${partnerSlug}
    union
    select c.offer_code from ${complementaryTrialClaims} c join ${trialOffers} o on o.code = c.offer_code
      where c.user_id = "users"."id" and o.partner_slug = ${partnerSlug}
  ) codes order by code)`;

/** Signed up through the partner's flow, or holding one of its codes. */
const isPartnerUser = (partnerSlug: string) =>
  or(eq(users.affiliateOrigin, partnerSlug), sql`cardinality(${partnerCodesOf(partnerSlug)}) > 0`);

export type AdminUserRow = typeof users.$inferSelect;

export function createUserAdminRepository(db: Executor) {
  return {
    list(query: UserAdminQuery) {
      const where = whereOf(query);
      return pageOf(db, query, {
        rows: db.select().from(users).where(where).$dynamic(),
        countFrom: countWhere(users, where),
        sortColumns: SORT_COLUMNS,
        tieBreaker: users.id,
      });
    },

    listPartnerUsers(query: PartnerUserQuery, partnerSlug: string) {
      const where = and(isLiveAccount, searchOf(query.q), isPartnerUser(partnerSlug));
      return pageOf(db, query, {
        rows: db
          .select({ user: users, planCodes: partnerCodesOf(partnerSlug) })
          .from(users)
          .where(where)
          .$dynamic(),
        countFrom: countWhere(users, where),
        sortColumns: SORT_COLUMNS,
        tieBreaker: users.id,
      });
    },

    async findByUuid(executor: Executor, uuid: string): Promise<AdminUserRow | null> {
      const [row] = await executor
        .select()
        .from(users)
        .where(and(eq(users.uuid, uuid), isLiveAccount));
      return row ?? null;
    },

    /** The account's row, locked until the transaction ends, so two staff changes apply one after the other. */
    async lockByUuid(tx: Executor, uuid: string): Promise<AdminUserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.uuid, uuid), isLiveAccount))
        .for("update");
      return row ?? null;
    },

    async setRole(tx: Executor, userId: number, role: Role, now: Date): Promise<void> {
      await tx.update(users).set({ accessType: role, updatedAt: now }).where(eq(users.id, userId));
    },

    async setDisabled(tx: Executor, userId: number, disabled: { at: Date; reason: string } | null, now: Date): Promise<void> {
      await tx
        .update(users)
        .set({ disabledAt: disabled?.at ?? null, disabledReason: disabled?.reason ?? null, updatedAt: now })
        .where(eq(users.id, userId));
    },

    subscriptionsOf(userId: number) {
      return db
        .select({ subscription: subscriptions, planName: plans.name })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.code, subscriptions.planCode))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    grantsOf(userId: number) {
      return db
        .select({ grant: membershipGrants, grantedBy: users.name })
        .from(membershipGrants)
        .leftJoin(users, eq(users.id, membershipGrants.grantedBy))
        .where(eq(membershipGrants.userId, userId))
        .orderBy(desc(membershipGrants.startsAt), desc(membershipGrants.id));
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
export type PartnerUserRow = Awaited<ReturnType<UserAdminRepository["listPartnerUsers"]>>["results"][number];
