// Request and response shapes of the account endpoints (spec §7), shared by the API and the forms.
import { z } from "zod";
import { yearStartedOptions } from "../domain/sign-up-options";

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; a cap keeps one request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Enter a valid e-mail address.")
  .pipe(z.email("Enter a valid e-mail address."));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1, "Enter your name.").max(150),
  state_name: optionalText(100),
  // Make and drive style: one of the options staff keep (ADR 0053), which the server checks.
  vehicle_make: optionalText(100),
  // Checked against the year at validation time, so a long-running server follows the calendar.
  year_started: z
    .number()
    .int()
    .refine((year) => yearStartedOptions(new Date().getFullYear()).includes(year), "Choose a year from the list.")
    .optional(),
  drive_style: optionalText(100),
  signup_origin: optionalText(100),
  affiliate_origin: optionalText(100),
  utm_params: z.record(z.string().max(100), z.string().max(500)).optional(),
  // A social sign-up's provider id (spec §3) links the provider, and only with the ticket the
  // social login exchange signed for it (ADR 0056).
  google_id: optionalText(255),
  apple_id: optionalText(255),
  facebook_id: optionalText(255),
  social_ticket: z.string().max(4096).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A signed-in user's new password, proven by the current one. */
export const passwordChangeSchema = z.object({
  current_password: z.string().min(1, "Enter your current password."),
  new_password: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The refresh token may come in the body or, when absent, from the refresh cookie. */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1).optional() });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const detailResponseSchema = z.object({ detail: z.string() });

export const PASSWORD_RESET_REQUESTED = "If an account exists for that e-mail, a reset link is on its way.";
export const PASSWORD_RESET_DONE = "Your password has been changed. You can log in now.";
