// Shapes of the e-mail change endpoints (ADR 0038): the request, proven by the current password, and
// the link's token that confirms it. Apart from the account contract, which pages load for sign-in.
import { z } from "zod";
import { emailSchema, PASSWORD_MAX_LENGTH } from "./accounts.contract";

/** A new e-mail address for the signed-in account, proven by the current password (ADR 0038). */
export const emailChangeRequestSchema = z.object({
  new_email: emailSchema,
  current_password: z.string().min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The token of the link mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ token: z.string().min(1).max(200) });
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangedSchema = z.object({ email: z.string(), detail: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** How long the link to a new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
