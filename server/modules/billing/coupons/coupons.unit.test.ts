import { describe, expect, it } from "vitest";
import { couponDiscountCents, describeCoupon } from "./coupons";

describe("couponDiscountCents", () => {
  it.each([
    [{ percentOff: 15, amountOffCents: null }, 3999, 600],
    [{ percentOff: 50, amountOffCents: null }, 3999, 2000],
    [{ percentOff: 100, amountOffCents: null }, 3999, 3999],
    [{ percentOff: null, amountOffCents: 500 }, 3999, 500],
    [{ percentOff: null, amountOffCents: 5000 }, 3999, 3999],
  ])("%o off %i is %i", (coupon, price, discount) => {
    expect(couponDiscountCents(coupon, price)).toBe(discount);
  });
});

describe("describeCoupon", () => {
  it("says what comes off", () => {
    expect(describeCoupon({ percentOff: 20, amountOffCents: null }, "USD")).toBe("20% off");
    expect(describeCoupon({ percentOff: null, amountOffCents: 500 }, "USD")).toBe("$5.00 off");
  });
});
