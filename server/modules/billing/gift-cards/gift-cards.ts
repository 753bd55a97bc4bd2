// Gift memberships (issue 6): a completed gift checkout issues a card; on its delivery date the
// recipient is e-mailed the code; redeeming it once adds a paid grant for the plan's term after the
// reader's current paid access. Codes are derived from the card id (gift-cards.codes.ts), so the
// table never holds one, and guessing is rate-limited per account and per client address.
import { GIFT_CARD_MESSAGES } from "../../../../shared/contracts/billing.contract";
import type { EmailAdapter } from "../../../adapters/email/email.adapter";
import type { Clock } from "../../../clock";
import type { Config } from "../../../config";
import type { Database, Executor } from "../../../db/client";
import { badRequest, ThrottledError } from "../../../http/errors";
import type { RateLimiter } from "../../rate-limit/rate-limit.service";
import { addMonths, formatDay, isoDay } from "../../../../shared/domain/billing-dates";
import { giftCardCodeHash, giftCardCodeHint, giftCardCodes } from "./gift-cards.codes";
import { giftCardEmail, giftDeliveredEmail } from "./gift-cards.emails";
import { createGiftCardsRepository } from "./gift-cards.repository";
import { syncMembership } from "../membership";
import { createMembershipRepository } from "../membership.repository";

export interface GiftDetailsInput {
  recipientEmail: string;
  recipientName: string;
  message: string;
  /** YYYY-MM-DD; the card is e-mailed on that day (UTC). */
  deliverOn: string;
}

export interface IssueGiftCardInput {
  checkoutId: string;
  purchaserId: number;
  planCode: string;
  gift: GiftDetailsInput;
  paymentId: number;
  now: Date;
}

/**
 * Records the gift a completed checkout paid for, in the caller's transaction. The code is made on
 * delivery: until then nobody holds it, so nobody can redeem the card. One card per payment.
 */
export async function issueGiftCard(executor: Executor, input: IssueGiftCardInput): Promise<void> {
  await createGiftCardsRepository(executor).insert({
    planCode: input.planCode,
    purchaserId: input.purchaserId,
    paymentId: input.paymentId,
    recipientEmail: input.gift.recipientEmail,
    recipientName: input.gift.recipientName,
    message: input.gift.message,
    deliverOn: input.gift.deliverOn,
    createdAt: input.now,
  });
}

export interface GiftDeliveryDeps {
  db: Database;
  email: EmailAdapter;
  config: Pick<Config, "publicUrl">;
  jwtSecret: string;
}

/** Cards delivered per run; the rest wait a minute for the next one. */
const DELIVERY_BATCH = 50;

/**
 * Delivers every card whose delivery date (UTC) has come, each in one transaction: the code's hash,
 * the delivered mark and the two e-mails (the code to the recipient, a note to the purchaser) are
 * written together, keyed by the card, so each card's mail is queued exactly once whichever process
 * or run gets to it. The e-mail job sends them. Returns how many cards were delivered.
 */
export async function deliverDueGiftCards(deps: GiftDeliveryDeps, now: Date): Promise<number> {
  const { db, email, config, jwtSecret } = deps;
  const codes = giftCardCodes(jwtSecret);
  const due = await createGiftCardsRepository(db).listDueForDelivery(isoDay(now), DELIVERY_BATCH);
  let delivered = 0;
  for (const card of due) {
    const code = codes.codeFor(card.id);
    const delivery = { ...card, code, publicUrl: config.publicUrl };
    const isDelivered = await db.transaction(async (tx) => {
      const repository = createGiftCardsRepository(tx);
      if (!(await repository.markDelivered(card.id, now))) return false;
      await repository.setCode(card.id, { hash: giftCardCodeHash(code), hint: giftCardCodeHint(code) });
      await email.enqueue(tx, giftCardEmail(delivery), `gift-card:${card.id}:recipient`);
      await email.enqueue(tx, giftDeliveredEmail(delivery), `gift-card:${card.id}:purchaser`);
      return true;
    });
    if (isDelivered) delivered++;
  }
  return delivered;
}

/** Guesses allowed per window; a reader redeeming their one code never comes close. */
export const GIFT_CARD_RATE_LIMITS = {
  perUser: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 30, windowSeconds: 15 * 60 },
} as const;

export interface GiftRedemption {
  detail: string;
  accessUntil: Date;
}

export function createGiftCardService({ db, clock, rateLimiter }: { db: Database; clock: Clock; rateLimiter: RateLimiter }) {
  /** Counts an attempt; past the limit, a 429 that says what happened and when to try again. */
  async function countAttempt(bucket: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }) {
    try {
      await rateLimiter.hit(bucket, limit, windowSeconds);
    } catch (error) {
      if (!(error instanceof ThrottledError)) throw error;
      const seconds = error.retryAfterSeconds;
      throw new ThrottledError(seconds, `Too many gift card codes were tried. Please try again in ${seconds} seconds.`);
    }
  }

  return {
    /** Redeems a gift card code for `userId`: once per code, even under concurrent requests. */
    async redeem(userId: number, typedCode: string, origin: { ip: string }): Promise<GiftRedemption> {
      await countAttempt(`gift-card:user:${userId}`, GIFT_CARD_RATE_LIMITS.perUser);
      await countAttempt(`gift-card:ip:${origin.ip}`, GIFT_CARD_RATE_LIMITS.perIp);
      const card = await createGiftCardsRepository(db).findByCodeHash(giftCardCodeHash(typedCode));
      if (!card || card.isRefunded) throw badRequest(GIFT_CARD_MESSAGES.unknown);
      if (card.redeemedAt) throw badRequest(GIFT_CARD_MESSAGES.redeemed);
      const accessUntil = await db.transaction(async (tx) => {
        const now = clock.now();
        const repository = createGiftCardsRepository(tx);
        await createMembershipRepository(tx).lockMember(userId);
        if (await repository.lockPaymentIsRefunded(card.paymentId)) throw badRequest(GIFT_CARD_MESSAGES.unknown);
        if (!(await repository.markRedeemed(card.id, userId, now))) throw badRequest(GIFT_CARD_MESSAGES.redeemed);
        // Stacked: the gift starts when the access the reader already paid for ends.
        const startsAt = latest(now, await repository.paidAccessEnd(userId, now));
        const endsAt = addMonths(startsAt, card.termMonths);
        await repository.insertGiftGrant({
          userId,
          planCode: card.planCode,
          paymentId: card.paymentId,
          startsAt,
          endsAt,
          createdAt: now,
        });
        await syncMembership(tx, userId, now);
        return endsAt;
      });
      return { detail: `Gift card redeemed. Your All-Access membership runs until ${formatDay(accessUntil)}.`, accessUntil };
    },
  };
}

export type GiftCardService = ReturnType<typeof createGiftCardService>;

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);
