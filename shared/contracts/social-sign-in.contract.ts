// The social login exchange (spec §3, §7): an ID token in, {success, auth, data} out; and the
// link of a provider to an existing account, proven by its password.
import { z } from "zod";
import { SOCIAL_PROVIDER_KEYS } from "../domain/social-providers";
import { PASSWORD_MAX_LENGTH } from "./accounts.contract";
import { authTokensSchema } from "./user.contract";

export const socialLoginRequestSchema = z.object({
  token: z.string().min(1, "The provider sent no token.").max(8192),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** What a pending social sign-up needs (spec §4): kept in the browser until the sign-up is done. */
export const pendingSocialSignUpSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDER_KEYS),
  google_id: z.string().optional(),
  apple_id: z.string().optional(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** Signed by the server: proves the provider, its subject and e-mail to the sign-up and link calls. */
  ticket: z.string(),
  /** The e-mail already has an account: the visitor proves it with its password to link the provider. */
  account_exists: z.boolean(),
});
export type PendingSocialSignUp = z.infer<typeof pendingSocialSignUpSchema>;

export const socialLoginResponseSchema = z.object({
  success: z.boolean(),
  auth: authTokensSchema.nullable(),
  data: pendingSocialSignUpSchema.nullable(),
});
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

export const socialLinkRequestSchema = z.object({
  ticket: z.string().min(1).max(4096),
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
});
export type SocialLinkRequest = z.infer<typeof socialLinkRequestSchema>;
