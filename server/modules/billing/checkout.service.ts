// Buying (issue 6, docs/decisions/0014-billing.md): the plans on sale, quotes with a coupon and the
// reader's trial, and checkouts: recorded with their coupon reserved in one transaction, then handed
// to the payment adapter's hosted page. An open checkout is given up after an hour and its coupon
// goes back. The provider's webhook completes a checkout (billing-events.ts).
import type { Logger } from "pino";
import {
  PLAN_CODES,
  type Checkout,
  type CheckoutRequest,
  type Plan,
  type Quote,
} from "../../../shared/contracts/billing.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { addDays, isoDay } from "../../../shared/domain/billing-dates";
import type { PaymentAdapter } from "../../adapters/payments/payment.adapter";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/client";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { createBillingRepository } from "./billing.repository";
import { couponDiscountCents, describeCoupon, findUsableCoupon, reserveCoupon } from "./coupons/coupons";
import { createCouponsRepository } from "./coupons/coupons.repository";
import { createMembershipRepository } from "./membership.repository";
import { trialDaysFor } from "./plan-pricing";
import { toPlan } from "./plans.catalog";
import { createPlansRepository, type PlanRow } from "./plans.repository";

/** An open checkout is given up after an hour, and its coupon goes back. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
const GIFT_DELIVERY_WINDOW_DAYS = 365;

/** Where a purchase started, for the provider's "back" link. */
const CHECKOUT_PAGES: Record<string, string> = {
  [PLAN_CODES.yearly]: "/all-access/checkout",
  [PLAN_CODES.fiveYear]: "/all-access/five-year",
  [PLAN_CODES.giftYearly]: "/gift-memberships",
};

export interface CheckoutDeps {
  config: Pick<Config, "publicUrl">;
  db: Database;
  logger: Logger;
  clock: Clock;
  payments: PaymentAdapter;
}

async function purchasablePlan(executor: Executor, code: string, purpose: "membership" | "gift"): Promise<PlanRow> {
  const plan = await createPlansRepository(executor).findByCode(code);
  const isGiftPlan = code === PLAN_CODES.giftYearly;
  if (!plan || !plan.purchasable || isGiftPlan !== (purpose === "gift")) {
    throw badRequest(purpose === "gift" ? "Choose a gift membership." : "That plan isn't available.");
  }
  return plan;
}

/** The plan's price less the coupon `couponCode` names; `lock` holds the coupon for a reservation. */
async function priceOf(executor: Executor, plan: PlanRow, couponCode: string | undefined, now: Date, lock = false) {
  const coupon = couponCode ? await findUsableCoupon(executor, couponCode, plan.code, now, { lock }) : null;
  const discountCents = coupon ? couponDiscountCents(coupon, plan.priceCents) : 0;
  return { coupon, discountCents, totalCents: plan.priceCents - discountCents };
}

function checkGiftRequest(request: CheckoutRequest, now: Date): void {
  if (request.gift) {
    const deliverOn = request.gift.deliver_on;
    if (deliverOn < isoDay(now) || deliverOn > isoDay(addDays(now, GIFT_DELIVERY_WINDOW_DAYS))) {
      throw badRequest("Some fields are not valid.", {
        "gift.deliver_on": ["Choose a delivery date between today and a year from now."],
      });
    }
  } else if (request.plan === PLAN_CODES.giftYearly) {
    throw badRequest("Tell us who the gift is for.", { gift: ["Tell us who the gift is for."] });
  }
}

export function createCheckoutService({ config, db, logger, clock, payments }: CheckoutDeps) {
  /** Marks open checkouts expired and gives their coupons back, in the caller's transaction. */
  async function expireCheckouts(tx: Executor, which: { id: string } | { before: Date }): Promise<void> {
    const coupons = createCouponsRepository(tx);
    for (const id of await createBillingRepository(tx).expireOpenCheckouts(which)) await coupons.releaseForCheckout(id);
  }

  /** Records the checkout, its coupon reserved, once no live subscription stands in the way. */
  function recordCheckout(user: UserClaims, request: CheckoutRequest, now: Date) {
    const purpose = request.gift ? "gift" : "membership";
    return db.transaction(async (tx) => {
      const repository = createBillingRepository(tx);
      const plan = await purchasablePlan(tx, request.plan, purpose);
      if (plan.kind === "subscription") {
        // Locks the member's row so two checkouts started together cannot both pass this check.
        await createMembershipRepository(tx).lockMember(user.id);
        if (await repository.findLiveSubscription(user.id, now)) {
          throw conflict("You already have an All-Access subscription.", "already_subscribed");
        }
      }
      const { coupon, discountCents, totalCents } = await priceOf(tx, plan, request.coupon, now, true);
      const trialDays = await trialDaysFor(tx, user.id, plan);
      const checkout = await repository.insertCheckout({
        userId: user.id,
        planCode: plan.code,
        purpose,
        provider: payments.name,
        couponId: coupon?.id ?? null,
        subtotalCents: plan.priceCents,
        discountCents,
        totalCents,
        trialDays,
        gift: request.gift
          ? {
              recipientEmail: request.gift.recipient_email,
              recipientName: request.gift.recipient_name,
              message: request.gift.message,
              deliverOn: request.gift.deliver_on,
            }
          : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      });
      if (coupon) await reserveCoupon(tx, { couponId: coupon.id, userId: user.id, checkoutId: checkout.id, now });
      return { checkout, plan, trialDays };
    });
  }

  return {
    async listPlans() {
      return { results: (await createPlansRepository(db).listPurchasable()).map(toPlan) };
    },

    /** The plan on sale under `code`, for a page that quotes its price. */
    async planOnSale(code: string): Promise<Plan> {
      const plan = await createPlansRepository(db).findByCode(code);
      if (!plan?.purchasable) throw new Error(`The plan ${code} is not on sale`);
      return toPlan(plan);
    },

    async quote(
      user: UserClaims | null,
      query: { plan: string; coupon?: string; purpose: "membership" | "gift" },
    ): Promise<Quote> {
      const now = clock.now();
      const plan = await purchasablePlan(db, query.plan, query.purpose);
      const { coupon, discountCents, totalCents } = await priceOf(db, plan, query.coupon, now);
      const trialDays = await trialDaysFor(db, user?.id ?? null, plan);
      return {
        plan: toPlan(plan),
        coupon: coupon ? { code: coupon.code.toUpperCase(), description: describeCoupon(coupon, plan.currency) } : null,
        subtotal_cents: plan.priceCents,
        discount_cents: discountCents,
        total_cents: totalCents,
        currency: plan.currency,
        trial_days: trialDays,
        first_charge_on: addDays(now, trialDays).toISOString(),
      };
    },

    async start(user: UserClaims, request: CheckoutRequest): Promise<Checkout> {
      const now = clock.now();
      checkGiftRequest(request, now);
      const { checkout, plan, trialDays } = await recordCheckout(user, request, now);
      let session: { sessionId: string; url: string };
      try {
        session = await payments.createCheckoutSession({
          checkoutId: checkout.id,
          customer: { email: user.email, name: user.name, userUuid: user.uuid, providerCustomerId: null },
          mode: plan.kind === "subscription" ? "subscription" : "payment",
          productName: plan.name,
          currency: plan.currency,
          priceCents: plan.priceCents,
          termMonths: plan.termMonths,
          discountCents: checkout.discountCents,
          trialDays,
          successUrl: `${config.publicUrl}/all-access/checkout/complete?checkout=${checkout.id}`,
          cancelUrl: `${config.publicUrl}${CHECKOUT_PAGES[plan.code] ?? "/pricing"}`,
        });
      } catch (error) {
        logger.error({ err: error, checkoutId: checkout.id }, "the payment provider refused a checkout session");
        await db.transaction((tx) => expireCheckouts(tx, { id: checkout.id }));
        throw new HttpError(502, "payment_provider_unavailable", "The payment service could not be reached. Please try again.");
      }
      await createBillingRepository(db).setProviderSession(checkout.id, session.sessionId);
      return {
        id: checkout.id,
        status: checkout.status,
        plan_code: plan.code,
        purpose: checkout.purpose,
        total_cents: checkout.totalCents,
        url: session.url,
      };
    },

    async get(user: UserClaims, id: string): Promise<Checkout> {
      const checkout = await createBillingRepository(db).findCheckoutOfUser(id, user.id);
      if (!checkout) throw notFound();
      return {
        id: checkout.id,
        status: checkout.status,
        plan_code: checkout.planCode,
        purpose: checkout.purpose,
        total_cents: checkout.totalCents,
        url: (checkout.providerSessionId && payments.checkoutPageUrl(checkout.providerSessionId)) ?? "",
      };
    },

    /** Gives up every checkout still open past its hour; their coupons go back. */
    expireStale: (now: Date) => db.transaction((tx) => expireCheckouts(tx, { before: now })),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
