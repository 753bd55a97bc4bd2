// The account errors clients recognise by code (DESIGN §8).
import { HttpError, badRequest } from "../../http/errors";

export const INVALID_CREDENTIALS_MESSAGE = "No active account found with the given credentials";
export const invalidCredentials = () => new HttpError(401, "invalid_credentials", INVALID_CREDENTIALS_MESSAGE);

/** A disabled account, told only to whoever proved its password (ADR 0049). */
export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled. Contact support.";
export const accountDisabled = () => new HttpError(403, "account_disabled", ACCOUNT_DISABLED_MESSAGE);

export const tokenNotValid = (detail = "Token is invalid or expired") => new HttpError(401, "token_not_valid", detail);

/** 412 tells the client to refresh its tokens and retry once (spec §7). */
export const tokenExpired = () => new HttpError(412, "token_expired", "Token Expired");

export const emailTaken = (field = "email") =>
  badRequest("Some fields are not valid.", { [field]: ["An account with this e-mail already exists."] });

export const invalidResetToken = () => new HttpError(400, "invalid_token", "This reset link is invalid or has expired.");

export const WRONG_PASSWORD_MESSAGE = "That password is not right.";

/** A password that should prove the signed-in account does not (a 400 next to the field that held it). */
export const wrongPassword = (field: string) => badRequest("Some fields are not valid.", { [field]: [WRONG_PASSWORD_MESSAGE] });
