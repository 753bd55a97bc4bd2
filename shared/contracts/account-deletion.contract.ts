// Shapes of account deletion (issue 15): the password proves the account; the reviews are kept under
// "Deleted user" or deleted with it, as the user chooses.
import { z } from "zod";

export const REVIEW_CHOICES = ["keep", "delete"] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number];

export const accountDeletionSchema = z.object({
  password: z.string().min(1, "Enter your password."),
  reviews: z.enum(REVIEW_CHOICES, { error: "Choose what happens to your reviews." }),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** The name a deleted account's kept reviews show. */
export const DELETED_USER_NAME = "Deleted user";
