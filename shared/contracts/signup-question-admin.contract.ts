// The sign-up questions of spec §2.10, stored so staff change them without a deploy (ADR 0053): the
// active questions and options the forms ask, and the staff editor's shapes. The home state's
// options come from the states list and the year's are computed; the others are stored options.
import { z } from "zod";

export const SIGNUP_QUESTION_KEYS = ["state_name", "vehicle_make", "year_started", "drive_style"] as const;
export type SignupQuestionKey = (typeof SIGNUP_QUESTION_KEYS)[number];

/** The questions whose options staff edit; the others take theirs from elsewhere. */
export const STORED_OPTION_KEYS = ["vehicle_make", "drive_style"] as const satisfies readonly SignupQuestionKey[];
export type StoredOptionKey = (typeof STORED_OPTION_KEYS)[number];

export const SIGNUP_LIMITS = { questionLabel: 120, optionLabel: 60 } as const;

export const signupOptionSchema = z.object({ value: z.string(), label: z.string() });
export type SignupOption = z.infer<typeof signupOptionSchema>;

/** An active question as a form asks it, with its active options in order. */
export const signupQuestionSchema = z.object({
  key: z.enum(SIGNUP_QUESTION_KEYS),
  label: z.string(),
  options: z.array(signupOptionSchema),
});
export type SignupQuestion = z.infer<typeof signupQuestionSchema>;

export const signupQuestionsSchema = z.object({ questions: z.array(signupQuestionSchema) });

export const signupOptionAdminSchema = signupOptionSchema.extend({
  id: z.number().int(),
  active: z.boolean(),
});
export type SignupOptionAdmin = z.infer<typeof signupOptionAdminSchema>;

export const signupQuestionAdminSchema = z.object({
  id: z.number().int(),
  key: z.enum(SIGNUP_QUESTION_KEYS),
  label: z.string(),
  active: z.boolean(),
  /** False when the options come from the states list or the calendar. */
  has_stored_options: z.boolean(),
  options: z.array(signupOptionAdminSchema),
});
export type SignupQuestionAdmin = z.infer<typeof signupQuestionAdminSchema>;

export const signupQuestionsAdminSchema = z.object({ questions: z.array(signupQuestionAdminSchema) });

const activeFlag = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const signupQuestionUpdateSchema = z.object({
  label: z
    .string({ error: "Enter the question." })
    .trim()
    .min(1, "Enter the question.")
    .max(SIGNUP_LIMITS.questionLabel, `Keep the question within ${SIGNUP_LIMITS.questionLabel} characters.`)
    .optional(),
  active: activeFlag.optional(),
});
export type SignupQuestionUpdate = z.infer<typeof signupQuestionUpdateSchema>;

const optionLabel = z
  .string({ error: "Enter the option." })
  .trim()
  .min(1, "Enter the option.")
  .max(SIGNUP_LIMITS.optionLabel, `Keep the option within ${SIGNUP_LIMITS.optionLabel} characters.`);

/** A new option: what readers see is also the answer saved on their account. */
export const signupOptionCreateSchema = z.object({ label: optionLabel });
export type SignupOptionCreate = z.infer<typeof signupOptionCreateSchema>;

/** Renaming an option changes what readers see; the saved answer stays its original value. */
export const signupOptionUpdateSchema = z.object({ label: optionLabel.optional(), active: activeFlag.optional() });
export type SignupOptionUpdate = z.infer<typeof signupOptionUpdateSchema>;

export const signupMoveSchema = z.object({ direction: z.enum(["up", "down"], { error: "Move up or down." }) });
export type SignupMove = z.infer<typeof signupMoveSchema>;
