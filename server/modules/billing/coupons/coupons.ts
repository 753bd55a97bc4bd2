// Coupons at checkout (issue 6): a code is checked against its plan, expiry and limit, and an open
// checkout holds a reservation on it so two checkouts cannot both take a coupon's last use. The
// reservation becomes a redemption when the checkout completes and is released when it expires.
import { COUPON_MESSAGES } from "../../../../shared/contracts/billing.contract";
import type { Executor } from "../../../db/client";
import { badRequest } from "../../../http/errors";
import { createCouponsRepository, type CouponRow } from "./coupons.repository";

/** What a coupon takes off a price: a percentage rounded to the cent, or an amount; never below 0. */
export function couponDiscountCents(coupon: Pick<CouponRow, "percentOff" | "amountOffCents">, priceCents: number): number {
  const discount = coupon.percentOff !== null ? Math.round((priceCents * coupon.percentOff) / 100) : (coupon.amountOffCents ?? 0);
  return Math.min(Math.max(discount, 0), priceCents);
}

export function describeCoupon(coupon: Pick<CouponRow, "percentOff" | "amountOffCents">, currency: string): string {
  if (coupon.percentOff !== null) return `${coupon.percentOff}% off`;
  return `${formatMoney(coupon.amountOffCents ?? 0, currency)} off`;
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/**
 * The coupon `code` names, if it may be used on `planCode` at `now`; otherwise a 400 with the
 * message a reader understands. `lock` holds the coupon row until the transaction ends, so the
 * limit check and the reservation that follows cannot interleave with another checkout's.
 */
export async function findUsableCoupon(
  executor: Executor,
  code: string,
  planCode: string,
  now: Date,
  { lock = false } = {},
): Promise<CouponRow> {
  const repository = createCouponsRepository(executor);
  const coupon = await repository.findActiveByCode(code, { lock });
  if (!coupon) throw badRequest(COUPON_MESSAGES.unknown);
  if (coupon.expiresAt && coupon.expiresAt <= now) throw badRequest(COUPON_MESSAGES.expired);
  if (coupon.planCode !== null && coupon.planCode !== planCode) throw badRequest(COUPON_MESSAGES.wrongPlan);
  if (coupon.maxRedemptions !== null && (await repository.countUses(coupon.id)) >= coupon.maxRedemptions) {
    throw badRequest(COUPON_MESSAGES.usedUp);
  }
  return coupon;
}

/** Holds one use of `couponId` for an open checkout. Call after findUsableCoupon(..., { lock: true }). */
export async function reserveCoupon(
  tx: Executor,
  input: { couponId: number; userId: number; checkoutId: string; now: Date },
): Promise<void> {
  await createCouponsRepository(tx).insertReservation(input);
}
