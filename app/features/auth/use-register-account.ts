// Creating an account and what follows every sign-up (spec §4): the affiliate origin and any pending
// social sign-up are cleared, a stored gift-card code is redeemed, then the visitor is signed in and
// the sign-up is counted. Both the three-step flow and the one-step partner form go through here.
import { useCallback } from "react";
import type { RegisterRequest } from "../../../shared/contracts/accounts.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { trackSignUp } from "../../lib/auth-events";
import { apiFetch } from "../../lib/api-client";
import { readStoredGiftCardCode, redeemStoredGiftCard } from "../../lib/gift-card";
import { useSession } from "../../lib/session";
import { fieldErrorsFromApi, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { describeRequestError } from "./request-errors";
import { SOCIAL_ID_FIELDS } from "../../../shared/domain/social-providers";
import { clearAffiliateOrigin } from "./sign-up-draft";
import { clearPendingSocialSignUp, readPendingSocialSignUp } from "./social-sign-up-store";

export type RegisterOutcome =
  { status: "created" } | { status: "invalid"; fieldErrors: FieldErrors } | { status: "failed"; message: string };

interface RegisterOptions {
  /** Where the sign-up button was, for the "sign up" analytics event. */
  buttonLocation: string;
  /** Runs once the account exists and its cookies are set, before the visitor is signed in here. */
  afterSignUp?: () => Promise<unknown>;
}

export function useRegisterAccount() {
  const { signIn, setGiftCardCode } = useSession();
  return useCallback(
    async (request: RegisterRequest, { buttonLocation, afterSignUp }: RegisterOptions): Promise<RegisterOutcome> => {
      // A pending social sign-up (spec §2.10) links its provider, proven by the server's ticket.
      const social = readPendingSocialSignUp();
      const isSocial = social !== null && !social.account_exists;
      const body: RegisterRequest = isSocial
        ? { ...request, google_id: social.google_id, apple_id: social.apple_id, social_ticket: social.ticket }
        : request;
      let tokens: AuthTokens;
      try {
        tokens = await apiFetch<AuthTokens>("/api/v2/users/register/", { method: "POST", json: body });
      } catch (error) {
        const fieldErrors = fieldErrorsFromApi(error);
        // A stale or refused provider link is dropped: the visitor signs up with e-mail, or starts again with the button.
        if (SOCIAL_ID_FIELDS.some((field) => fieldErrors[field])) clearPendingSocialSignUp();
        return hasErrors(fieldErrors)
          ? { status: "invalid", fieldErrors }
          : { status: "failed", message: describeRequestError(error) };
      }
      // The register response has set the auth cookies, so what follows runs as the new member.
      clearAffiliateOrigin();
      clearPendingSocialSignUp();
      await redeemStoredGiftCard();
      setGiftCardCode(readStoredGiftCardCode());
      await afterSignUp?.().catch(() => undefined);
      signIn(tokens);
      trackSignUp({ social: isSocial, buttonLocation, affiliateOrigin: request.affiliate_origin ?? null });
      return { status: "created" };
    },
    [signIn, setGiftCardCode],
  );
}
