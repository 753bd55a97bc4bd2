// Complementary trials (issue 6): a link names an offer; a signed-in reader without paid access may
// claim one trial per account, which grants the trial tier for the offer's days. A partner's offer
// records the partner's trial plan code, so its readers are counted with the partner.
import type { UserClaims } from "../../../../shared/contracts/user.contract";
import { isPaid } from "../../../../shared/domain/user-status";
import type { Clock } from "../../../clock";
import type { Database, Executor } from "../../../db/client";
import { conflict, HttpError, notFound } from "../../../http/errors";
import { addDays, formatDay } from "../../../../shared/domain/billing-dates";
import { createComplementaryTrialsRepository, type TrialOfferRow } from "./complementary-trials.repository";
import { readMembership, syncMembership } from "../membership";
import { createMembershipRepository } from "../membership.repository";

export const COMPLEMENTARY_TRIAL_MESSAGES = {
  unknown: "That complementary trial offer doesn't exist. Check the link you were given.",
  expired: "This complementary trial offer has expired.",
  alreadyClaimed: "You have already claimed a complementary trial.",
  alreadyPaid: "You already have All-Access, so there is no trial to claim.",
} as const;

export interface TrialClaim {
  detail: string;
  accessUntil: Date;
}

export function createComplementaryTrialService({ db, clock }: { db: Database; clock: Clock }) {
  /** The offer `code` names while it can still be claimed: 404 unknown, 410 expired. */
  async function requireOpenOffer(executor: Executor, code: string, now: Date): Promise<TrialOfferRow> {
    const offer = await createComplementaryTrialsRepository(executor).findOffer(code);
    if (!offer) throw notFound(COMPLEMENTARY_TRIAL_MESSAGES.unknown);
    if (offer.expiresAt && offer.expiresAt <= now) throw new HttpError(410, "gone", COMPLEMENTARY_TRIAL_MESSAGES.expired);
    return offer;
  }

  return {
    getOffer: (code: string) => requireOpenOffer(db, code, clock.now()),

    /** Claims the offer for `reader`: once per account, never on top of paid access. */
    async claim(reader: UserClaims, offerCode: string): Promise<TrialClaim> {
      // A staff or promotional role already sees everything a trial would unlock.
      if (isPaid({ ...reader, is_subscribed: false })) throw conflict(COMPLEMENTARY_TRIAL_MESSAGES.alreadyPaid);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const offer = await requireOpenOffer(tx, offerCode, now);
        const repository = createComplementaryTrialsRepository(tx);
        await createMembershipRepository(tx).lockMember(reader.id);
        if (await repository.hasClaimed(reader.id)) throw conflict(COMPLEMENTARY_TRIAL_MESSAGES.alreadyClaimed);
        if ((await readMembership(tx, reader.id, now)).tier === "paid") throw conflict(COMPLEMENTARY_TRIAL_MESSAGES.alreadyPaid);
        const endsAt = addDays(now, offer.days);
        const grantId = await repository.insertTrialGrant({
          userId: reader.id,
          reason: offer.partnerSlug ? "partner" : "complementary_trial",
          planCode: offer.partnerSlug ? await repository.findPartnerTrialPlan(offer.partnerSlug) : null,
          startsAt: now,
          endsAt,
        });
        const isFirstClaim = await repository.insertClaim({
          userId: reader.id,
          offerCode: offer.code,
          grantId,
          claimedAt: now,
        });
        if (!isFirstClaim) throw conflict(COMPLEMENTARY_TRIAL_MESSAGES.alreadyClaimed);
        await syncMembership(tx, reader.id, now);
        return {
          detail: `Your ${offer.days}-day All-Access trial has started. It runs until ${formatDay(endsAt)}.`,
          accessUntil: endsAt,
        };
      });
    },
  };
}

export type ComplementaryTrialService = ReturnType<typeof createComplementaryTrialService>;
