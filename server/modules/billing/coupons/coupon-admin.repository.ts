// SQL for staff coupon management: coupons with their use counts, creation and changes.
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { coupons, plans } from "../../../db/schema";
import type { CouponRow } from "./coupons.repository";

export type CouponWithUses = CouponRow & { redemptions: number };

// Uses that count against the limit: held by an open checkout, or redeemed. Qualified by hand: a
// single-table select leaves column names bare, and a bare "id" would name the redemption's own.
const redemptionCount = sql<number>`(select count(*) from coupon_redemptions r
  where r.coupon_id = "coupons"."id" and r.status in ('reserved', 'redeemed'))`.mapWith(Number);

export function createCouponAdminRepository(db: Executor) {
  return {
    async list(): Promise<CouponWithUses[]> {
      return db
        .select({ coupon: coupons, redemptions: redemptionCount })
        .from(coupons)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .then((rows) => rows.map((row) => ({ ...row.coupon, redemptions: row.redemptions })));
    },

    async find(id: number): Promise<CouponWithUses | null> {
      const [row] = await db.select({ coupon: coupons, redemptions: redemptionCount }).from(coupons).where(eq(coupons.id, id));
      return row ? { ...row.coupon, redemptions: row.redemptions } : null;
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
