// The browser's calls to the membership and payments API (shared/contracts/billing.contract.ts).
// The server decides every price, discount and grant; these only ask and show the answer.
import type {
  AccessGranted,
  Checkout,
  CheckoutRequest,
  Membership,
  Plan,
  Quote,
  TrialOffer,
} from "../../../shared/contracts/billing.contract";
import { apiFetch } from "../../lib/api-client";

export interface QuoteRequest {
  plan: string;
  coupon?: string;
  purpose?: "membership" | "gift";
}

/** The sandbox's hosted payment page: what the session sells. amount_cents is after any discount. */
export interface SandboxSession {
  id: string;
  status: "open" | "awaiting_confirmation" | "complete";
  product_name: string;
  amount_cents: number;
  discount_cents: number;
  currency: string;
  trial_days: number;
  cancel_url: string;
}

export interface SandboxCard {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/** A declined card is an HTTP 402 with the decline message, not a result. */
export type SandboxPaymentResult = { status: "succeeded"; redirect_url?: string } | { status: "requires_confirmation" };

const sandboxPath = (sessionId: string) => `/api/v2/sandbox/sessions/${encodeURIComponent(sessionId)}/`;

export const billingClient = {
  listPlans: () => apiFetch<{ results: Plan[] }>("/api/v2/plans/"),

  quote: ({ plan, coupon, purpose = "membership" }: QuoteRequest) => {
    const query = new URLSearchParams({ plan, purpose });
    if (coupon) query.set("coupon", coupon);
    return apiFetch<Quote>(`/api/v2/billing/quote/?${query.toString()}`);
  },

  startCheckout: (request: CheckoutRequest) => apiFetch<Checkout>("/api/v2/billing/checkout/", { method: "POST", json: request }),

  checkout: (id: string) => apiFetch<Checkout>(`/api/v2/billing/checkout/${encodeURIComponent(id)}/`),

  membership: () => apiFetch<Membership>("/api/v2/users/me/membership/"),

  cancelMembership: () => apiFetch<Membership>("/api/v2/users/me/membership/cancel/", { method: "POST", json: {} }),

  redeemGiftCard: (code: string) =>
    apiFetch<AccessGranted>("/api/v2/users/me/redeem-gift-card/", {
      method: "POST",
      json: { gift_card_redemption_code: code },
    }),

  trialOffer: (code: string) => apiFetch<TrialOffer>(`/api/v2/complementary-trials/${encodeURIComponent(code)}/`),

  claimTrial: (offer: string) =>
    apiFetch<AccessGranted>("/api/v2/users/me/complementary-trial/", { method: "POST", json: { offer } }),

  trailCount: (type: "preview" | "boh") => apiFetch<number>(`/api/v2/trails/count/?type=${type}`),

  sandboxSession: (sessionId: string) => apiFetch<SandboxSession>(sandboxPath(sessionId)),

  paySandboxSession: (sessionId: string, card: SandboxCard) =>
    apiFetch<SandboxPaymentResult>(`${sandboxPath(sessionId)}pay/`, { method: "POST", json: card }),

  confirmSandboxSession: (sessionId: string, approve: boolean) =>
    apiFetch<SandboxPaymentResult>(`${sandboxPath(sessionId)}confirm/`, { method: "POST", json: { approve } }),
};
