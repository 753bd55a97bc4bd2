// Paid gift cards, written as a completed gift checkout writes them: the payment, then the card.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PLAN_CODES } from "../../shared/contracts/billing.contract";
import type { Database } from "../../server/db/client";
import { giftCards, payments } from "../../server/db/schema";
import { isoDay } from "../../shared/domain/billing-dates";
import { issueGiftCard, type GiftDetailsInput } from "../../server/modules/billing/gift-cards/gift-cards";
import { PLAN_PRICE_CENTS } from "../../server/modules/billing/plan-prices";

/** A gift paid for at `now` by `purchaserId`, delivered today unless `gift.deliverOn` says otherwise. */
export async function insertPaidGiftCard(db: Database, purchaserId: number, now: Date, gift: Partial<GiftDetailsInput> = {}) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: purchaserId,
        provider: "sandbox",
        providerPaymentId: `pay_${randomUUID()}`,
        planCode: PLAN_CODES.giftYearly,
        purpose: "gift",
        amountCents: PLAN_PRICE_CENTS.yearly,
        paidAt: now,
      })
      .returning({ id: payments.id });
    await issueGiftCard(tx, {
      checkoutId: randomUUID(),
      purchaserId,
      planCode: PLAN_CODES.giftYearly,
      gift: {
        recipientEmail: `recipient-${randomUUID().slice(0, 8)}@example.test`,
        recipientName: "Riley Recipient",
        message: "Happy birthday! See you on the trail.",
        deliverOn: isoDay(now),
        ...gift,
      },
      paymentId: payment!.id,
      now,
    });
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.paymentId, payment!.id));
    return { card: card!, paymentId: payment!.id };
  });
}
