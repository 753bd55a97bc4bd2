// The quote behind a checkout form: what the server will charge for a plan, with the coupon the
// reader applied. A refused coupon is named inline and the quote falls back to the full price.
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { COUPON_CODE_PATTERN, type Quote } from "../../../shared/contracts/billing.contract";
import { ApiRequestError } from "../../lib/api-client";
import { readCookie } from "../../lib/cookies";
import { COUPON_COOKIE } from "../../lib/startup";
import { billingClient } from "./billing-client";
import { failureMessage } from "../../lib/request-feedback";

export const COUPON_FORMAT_MESSAGE = "Enter the coupon code as it was given to you.";

export interface QuoteState {
  quote: Quote | null;
  /** Why there is no quote at all (the server could not price the plan). */
  quoteError: string | null;
  isQuoting: boolean;
  couponInput: string;
  setCouponInput: (value: string) => void;
  /** The coupon the current quote includes. */
  appliedCoupon: string | null;
  /** Why the entered coupon was refused (expired, used up, unknown, other plan). */
  couponError: string | null;
  applyCoupon: () => void;
  removeCoupon: () => void;
}

/** A coupon the server refused, as opposed to a failure to price anything. */
function isCouponRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401;
}

export function useQuote({ plan, purpose }: { plan: string; purpose: "membership" | "gift" }): QuoteState {
  const [searchParams] = useSearchParams();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [isQuoting, setQuoting] = useState(true);
  const [couponInput, setCouponInput] = useState("");
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  // Only the newest request may write its answer; an older one that returns late is dropped.
  const latestRequest = useRef(0);

  const load = useCallback(
    async (coupon: string | null) => {
      const request = ++latestRequest.current;
      const isCurrent = () => request === latestRequest.current;
      setQuoting(true);
      setCouponError(null);
      let refusal: string | null = null;
      let priced: Quote | null = null;
      try {
        priced = await billingClient.quote({ plan, purpose, coupon: coupon ?? undefined });
      } catch (error) {
        if (coupon && isCouponRefusal(error)) refusal = failureMessage(error);
        else if (isCurrent()) {
          setQuote(null);
          setQuoteError(failureMessage(error));
          setQuoting(false);
          return;
        }
      }
      // A refused coupon leaves the full price on show, with the reason next to the field.
      if (refusal !== null) priced = await billingClient.quote({ plan, purpose }).catch(() => null);
      if (!isCurrent()) return;
      setQuote(priced);
      setQuoteError(priced ? null : "We couldn't price this plan just now. Please try again.");
      setAppliedCoupon(priced?.coupon?.code ?? null);
      setCouponError(refusal);
      setQuoting(false);
    },
    [plan, purpose],
  );

  const appliedCouponRef = useRef(appliedCoupon);
  useEffect(() => {
    appliedCouponRef.current = appliedCoupon;
  }, [appliedCoupon]);

  // First the coupon of the link (?coupon=) or of the 15-minute cookie that start-up keeps from an
  // earlier link; when the plan changes later, whatever coupon is applied goes along.
  const linkedCoupon = searchParams.get("coupon");
  const quotedPlan = useRef<string | null>(null);
  useEffect(() => {
    if (quotedPlan.current === plan) return;
    const isFirstQuote = quotedPlan.current === null;
    quotedPlan.current = plan;
    if (!isFirstQuote) {
      void load(appliedCouponRef.current);
      return;
    }
    const coupon = (linkedCoupon ?? readCookie(COUPON_COOKIE))?.trim() || null;
    if (coupon) setCouponInput(coupon);
    void load(coupon);
  }, [plan, linkedCoupon, load]);

  const applyCoupon = useCallback(() => {
    const code = couponInput.trim();
    if (code === "") {
      void load(null);
      return;
    }
    if (!COUPON_CODE_PATTERN.test(code)) {
      setCouponError(COUPON_FORMAT_MESSAGE);
      return;
    }
    void load(code);
  }, [couponInput, load]);

  const removeCoupon = useCallback(() => {
    setCouponInput("");
    void load(null);
  }, [load]);

  return {
    quote,
    quoteError,
    isQuoting,
    couponInput,
    setCouponInput,
    appliedCoupon,
    couponError,
    applyCoupon,
    removeCoupon,
  };
}
