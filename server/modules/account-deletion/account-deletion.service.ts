// Account deletion (issue 15, ADR 0034): the password proves the account, then one transaction
// deletes the lists, My Content, the garage, pending e-mail changes (and the reviews, if asked, refreshing the guides'
// totals), stops a renewing subscription at the end of its period, revokes every token, queues the
// confirmation e-mail and leaves the user row anonymous, so the address can sign up again.
import type { AccountDeletion } from "../../../shared/contracts/account-deletion.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { Executor } from "../../db/client";
import { unauthorized } from "../../http/errors";
import { wrongPassword } from "../accounts/account-errors";
import type { ServiceDeps } from "../../services";
import type { TokenService } from "../accounts/tokens.service";
import { verifyPassword } from "../accounts/passwords";
import type { MembershipService } from "../billing/membership.service";
import { REVIEW_PROJECTIONS, refreshGuideProjections } from "../guides/guide-projections";
import { createReviewsRepository } from "../guides/reviews.repository";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { accountDeletedEmail } from "./account-deleted-email";
import { createAccountDeletionRepository } from "./account-deletion.repository";

/** Password attempts per account, so a left-open session cannot be used to guess it. */
export const DELETION_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 } as const;

interface AccountDeletionDeps extends Pick<ServiceDeps, "db" | "clock"> {
  email: EmailAdapter;
  tokens: TokenService;
  membership: Pick<MembershipService, "stopRenewal">;
  rateLimiter: RateLimiter;
}

export function createAccountDeletionService({ db, clock, email, tokens, membership, rateLimiter }: AccountDeletionDeps) {
  /** Deletes the reviews and refreshes the totals of every guide they were on (map, search, counts). */
  async function deleteReviews(tx: Executor, userId: number) {
    const reviews = createReviewsRepository(tx);
    for (const review of await reviews.listReviewsByUser(userId)) {
      await reviews.deleteReview(review.id);
      await refreshGuideProjections(tx, review.kind, review.guideId, REVIEW_PROJECTIONS);
    }
  }

  return {
    async deleteAccount(user: UserClaims, request: AccountDeletion): Promise<void> {
      await rateLimiter.hit(`account-deletion:user:${user.id}`, DELETION_ATTEMPTS.limit, DELETION_ATTEMPTS.windowSeconds);
      const account = await createAccountDeletionRepository(db).findLiveUser(user.id);
      if (!account) throw unauthorized();
      if (!account.passwordHash || !(await verifyPassword(account.passwordHash, request.password))) {
        throw wrongPassword("password");
      }
      // The payment provider is called before the transaction (its webhooks write to this user's
      // rows): a renewal stops first, so a deletion that fails later never leaves a deleted account paying.
      const renewalStopped = await membership.stopRenewal(user.id, { notify: false });
      await db.transaction(async (tx) => {
        const accounts = createAccountDeletionRepository(tx);
        if (!(await accounts.lockLiveUser(user.id))) throw unauthorized();
        if (request.reviews === "delete") await deleteReviews(tx, user.id);
        await accounts.deletePersonalContent(user.id);
        await tokens.revokeAllForUser(user.id, tx);
        await email.enqueue(
          tx,
          accountDeletedEmail({
            to: account.email,
            name: account.name,
            reviewsKept: request.reviews === "keep",
            renewalStopped,
            locale: account.locale,
          }),
        );
        await accounts.scrubUser(user.id, account.uuid, clock.now());
      });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
