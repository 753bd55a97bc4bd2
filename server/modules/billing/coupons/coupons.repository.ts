// SQL for coupons at checkout: the coupon a code names, its uses, and the reservation an open
// checkout holds on one of them.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { couponRedemptions, coupons } from "../../../db/schema";

export type CouponRow = typeof coupons.$inferSelect;

export function createCouponsRepository(db: Executor) {
  return {
    /** The unarchived coupon with this code (any case); `lock` holds its row until the transaction ends. */
    async findActiveByCode(code: string, { lock = false } = {}): Promise<CouponRow | null> {
      const query = db
        .select()
        .from(coupons)
        .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()} and ${coupons.archivedAt} is null`);
      const [coupon] = lock ? await query.for("update") : await query;
      return coupon ?? null;
    },

    /** Reserved and redeemed uses count against a coupon's limit; released ones do not. */
    async countUses(couponId: number): Promise<number> {
      const [row] = await db
        .select({ uses: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), inArray(couponRedemptions.status, ["reserved", "redeemed"])));
      return row?.uses ?? 0;
    },

    async insertReservation(reservation: { couponId: number; userId: number; checkoutId: string; now: Date }): Promise<void> {
      await db.insert(couponRedemptions).values({
        couponId: reservation.couponId,
        userId: reservation.userId,
        checkoutId: reservation.checkoutId,
        status: "reserved",
        createdAt: reservation.now,
      });
    },

    /** The checkout took money: its use counts, even if the reservation had already been released. */
    async redeemForCheckout(checkoutId: string, now: Date): Promise<void> {
      await db
        .update(couponRedemptions)
        .set({ status: "redeemed", redeemedAt: now })
        .where(and(eq(couponRedemptions.checkoutId, checkoutId), inArray(couponRedemptions.status, ["reserved", "released"])));
    },

    /** The checkout expired or failed: its use goes back to the coupon. */
    async releaseForCheckout(checkoutId: string): Promise<void> {
      await db
        .update(couponRedemptions)
        .set({ status: "released" })
        .where(and(eq(couponRedemptions.checkoutId, checkoutId), eq(couponRedemptions.status, "reserved")));
    },
  };
}
