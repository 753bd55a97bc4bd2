// E-mail change (issue 15, ADR 0038): the current password proves the account, a link goes to the new
// address and a notice to the old one, and the address switches only when the link is opened (signed
// in or not). Links last EMAIL_CHANGE_LINK_HOURS and work once; a newer request or a change made
// retires the others. The new address must be free when asked for and again when switched to.
import {
  EMAIL_CHANGE_LINK_HOURS,
  type EmailChangeRequest,
  type EmailChanged,
} from "../../../shared/contracts/email-change.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { Executor } from "../../db/client";
import { badRequest, HttpError, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { emailTaken, wrongPassword } from "../accounts/account-errors";
import { accountsRepository } from "../accounts/accounts.repository";
import { isUniqueViolation } from "../accounts/accounts.service";
import { verifyPassword } from "../accounts/passwords";
import { hashSecret, randomSecret } from "../accounts/secret-hash";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { confirmNewEmail, emailChangeNotice } from "./email-change-emails";
import { createEmailChangeRepository } from "./email-change.repository";

/** Requests per account: each sends two e-mails, and each tries the password. */
export const EMAIL_CHANGE_ATTEMPTS = { limit: 5, windowSeconds: 60 * 60 } as const;

export const invalidEmailChangeLink = () =>
  new HttpError(400, "invalid_token", "This link is invalid, already used or expired. Ask for a new one from your profile.");

const takenAtConfirm = () => badRequest("This address now belongs to another account, so your e-mail address was not changed.");

interface EmailChangeDeps extends Pick<ServiceDeps, "db" | "clock" | "config"> {
  email: EmailAdapter;
  rateLimiter: RateLimiter;
}

export function createEmailChangeService({ db, clock, config, email, rateLimiter }: EmailChangeDeps) {
  /** True when `address` belongs to an account other than `userId`'s. */
  async function belongsToAnother(executor: Executor, address: string, userId: number): Promise<boolean> {
    const owner = await accountsRepository.findUserByEmail(executor, address);
    return owner !== undefined && owner.id !== userId;
  }

  return {
    /** Mails the link to the new address and a notice to the current one. */
    async requestChange(user: UserClaims, input: EmailChangeRequest): Promise<{ detail: string }> {
      const { limit, windowSeconds } = EMAIL_CHANGE_ATTEMPTS;
      await rateLimiter.hit(`email-change:user:${user.id}`, limit, windowSeconds);
      const account = await accountsRepository.findUserById(db, user.id);
      if (!account || account.deletedAt) throw unauthorized();
      if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.current_password))) {
        throw wrongPassword("current_password");
      }
      if (input.new_email === account.email.toLowerCase()) {
        throw badRequest("Some fields are not valid.", { new_email: ["This is already your e-mail address."] });
      }
      if (await belongsToAnother(db, input.new_email, user.id)) throw emailTaken("new_email");

      const token = randomSecret();
      const now = clock.now();
      const link = `${config.publicUrl}/users/me/confirm-email?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        const requests = createEmailChangeRepository(tx);
        await requests.deletePendingRequestsOf(user.id);
        await requests.insertRequest({
          userId: user.id,
          newEmail: input.new_email,
          tokenHash: hashSecret(token),
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000),
          createdAt: now,
        });
        await email.enqueue(tx, confirmNewEmail({ to: input.new_email, name: account.name, link, locale: account.locale }));
        await email.enqueue(
          tx,
          emailChangeNotice({ to: account.email, name: account.name, newEmail: input.new_email, locale: account.locale }),
        );
      });
      return { detail: `We sent a link to ${input.new_email}. Open it within ${EMAIL_CHANGE_LINK_HOURS} hours to switch.` };
    },

    /** The address a live link would switch to; null when the link is unknown, used or expired. */
    async pendingChange(token: string): Promise<{ new_email: string } | null> {
      const request = await createEmailChangeRepository(db).findLiveRequest(hashSecret(token), clock.now());
      return request && { new_email: request.newEmail };
    },

    /** Switches the address the link was sent to; from then on it is the one to log in with. */
    async confirmChange(token: string): Promise<EmailChanged> {
      try {
        return await db.transaction(async (tx) => {
          const requests = createEmailChangeRepository(tx);
          const now = clock.now();
          const request = await requests.confirmRequest(hashSecret(token), now);
          if (!request) throw invalidEmailChangeLink();
          if (await belongsToAnother(tx, request.newEmail, request.userId)) throw takenAtConfirm();
          await requests.updateEmail(request.userId, request.newEmail, now);
          await requests.deletePendingRequestsOf(request.userId);
          return { email: request.newEmail, detail: `Your e-mail address is now ${request.newEmail}.` };
        });
      } catch (error) {
        // Another account took the address between the check and the write: the unique index decides.
        if (isUniqueViolation(error)) throw takenAtConfirm();
        throw error;
      }
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
