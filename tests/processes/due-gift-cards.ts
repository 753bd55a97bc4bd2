// Gift cards paid for and due today, written as a checkout writes them, for the delivery job to find.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { PLAN_CODES } from "../../shared/contracts/billing.contract";
import * as schema from "../../server/db/schema";
import { isoDay } from "../../server/modules/billing/billing-dates";
import { issueGiftCard } from "../../server/modules/billing/gift-cards/gift-cards";

export async function insertDueGiftCards(databaseUrl: string, count: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle({ client: pool, schema });
  const buyerEmail = `gift-buyer-${randomUUID().slice(0, 8)}@example.test`;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [buyer] = await tx
        .insert(schema.users)
        .values({ email: buyerEmail, name: "Gail Giver", accessType: "STANDARD", isSubscribed: false })
        .returning({ id: schema.users.id });
      const gifts = [];
      for (let index = 0; index < count; index++) {
        const [payment] = await tx
          .insert(schema.payments)
          .values({
            userId: buyer!.id,
            provider: "sandbox",
            providerPaymentId: `pay_${randomUUID()}`,
            planCode: PLAN_CODES.giftYearly,
            purpose: "gift",
            amountCents: 3999,
            paidAt: now,
          })
          .returning({ id: schema.payments.id });
        const recipientEmail = `gift-recipient-${index}-${randomUUID().slice(0, 8)}@example.test`;
        await issueGiftCard(tx, {
          checkoutId: randomUUID(),
          purchaserId: buyer!.id,
          planCode: PLAN_CODES.giftYearly,
          gift: { recipientEmail, recipientName: "Riley Recipient", message: "See you on the trail.", deliverOn: isoDay(now) },
          paymentId: payment!.id,
          now,
        });
        gifts.push({ recipientEmail, buyerEmail });
      }
      return gifts;
    });
  } finally {
    await pool.end();
  }
}
