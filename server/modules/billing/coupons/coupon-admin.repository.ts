// SQL for staff coupon management: coupons with their use counts, creation and changes.
import { and, eq, ilike, isNotNull, sql, type SQL } from "drizzle-orm";
import type { CouponListQuery, CouponStatus } from "../../../../shared/contracts/billing.contract";
import type { Executor } from "../../../db/client";
import { containsPattern, countWhere, pageOf } from "../../../db/cms-list";
import { coupons, plans } from "../../../db/schema";
import type { CouponRow } from "./coupons.repository";

export type CouponWithUses = CouponRow & { redemptions: number; status: CouponStatus };

// Uses that count against the limit: held by an open checkout, or redeemed. Qualified by hand: a
// single-table select leaves column names bare, and a bare "id" would name the redemption's own.
const redemptionCount = sql<number>`(select count(*) from coupon_redemptions r
  where r.coupon_id = "coupons"."id" and r.status in ('reserved', 'redeemed'))`.mapWith(Number);

/** The coupon's status at `now`, as checkout would judge it (coupons.ts): the first that holds. */
const statusAt = (now: Date) =>
  sql<CouponStatus>`case
    when ${coupons.archivedAt} is not null then 'archived'
    when ${coupons.expiresAt} is not null and ${coupons.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    when ${coupons.maxRedemptions} is not null and ${redemptionCount} >= ${coupons.maxRedemptions} then 'used_up'
    else 'active' end`;

function listWhere(query: CouponListQuery, now: Date): SQL | undefined {
  return and(
    query.q ? ilike(coupons.code, containsPattern(query.q)) : undefined,
    query.status ? sql`${statusAt(now)} = ${query.status}` : undefined,
    query.kind === "percent" ? isNotNull(coupons.percentOff) : undefined,
    query.kind === "amount" ? isNotNull(coupons.amountOffCents) : undefined,
    query.plan ? eq(coupons.planCode, query.plan) : undefined,
  );
}

export function createCouponAdminRepository(db: Executor) {
  const couponsQuery = (now: Date) =>
    db
      .select({ coupon: coupons, redemptions: redemptionCount, status: statusAt(now) })
      .from(coupons)
      .$dynamic();
  const withUses = (row: { coupon: CouponRow; redemptions: number; status: CouponStatus }): CouponWithUses => ({
    ...row.coupon,
    redemptions: row.redemptions,
    status: row.status,
  });

  return {
    /** A page of the coupons matching the query, their status judged at `now`. */
    async list(query: CouponListQuery, now: Date) {
      const where = listWhere(query, now);
      const page = await pageOf(db, query, {
        rows: couponsQuery(now).where(where),
        countFrom: countWhere(coupons, where),
        sortColumns: {
          created_at: coupons.createdAt,
          code: coupons.code,
          redemptions: redemptionCount,
          expires_at: coupons.expiresAt,
        },
        tieBreaker: coupons.id,
      });
      return { ...page, results: page.results.map(withUses) };
    },

    async find(id: number, now: Date): Promise<CouponWithUses | null> {
      const [row] = await couponsQuery(now).where(eq(coupons.id, id));
      return row ? withUses(row) : null;
    },

    /** The coupon, its row held until the transaction ends. */
    async lock(id: number): Promise<CouponRow | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for("update");
      return row ?? null;
    },

    async isPlanOnSale(planCode: string): Promise<boolean> {
      const [row] = await db.select({ purchasable: plans.purchasable }).from(plans).where(eq(plans.code, planCode));
      return row?.purchasable === true;
    },

    async insert(coupon: typeof coupons.$inferInsert): Promise<number> {
      const [row] = await db.insert(coupons).values(coupon).returning({ id: coupons.id });
      if (!row) throw new Error("coupons insert returned no row");
      return row.id;
    },

    async update(id: number, changes: Partial<Pick<CouponRow, "expiresAt" | "maxRedemptions" | "archivedAt">>): Promise<void> {
      await db.update(coupons).set(changes).where(eq(coupons.id, id));
    },
  };
}
