// The three sign-up steps of spec §2.10, what each one asks and how each is checked.
import type { z } from "zod";
import { registerRequestSchema } from "../../../shared/contracts/accounts.contract";
import type { FieldErrors } from "../../lib/field-errors";

export const accountStepSchema = registerRequestSchema.pick({ name: true, email: true, password: true });
export type AccountStepValues = z.infer<typeof accountStepSchema>;

export const optionsStepSchema = registerRequestSchema.pick({
  state_name: true,
  vehicle_make: true,
  year_started: true,
  drive_style: true,
});
export type OptionsStepValues = z.infer<typeof optionsStepSchema>;

export interface SignUpStep {
  path: string;
  label: string;
  /** The register fields this step asks for; server errors on them send the visitor back here. */
  fields: readonly string[];
}

export const SIGN_UP_STEPS = [
  { path: "/sign-up/account", label: "Account", fields: ["name", "email", "password"] },
  { path: "/sign-up/options", label: "About you", fields: ["state_name", "vehicle_make", "year_started", "drive_style"] },
  { path: "/sign-up/customize", label: "Review", fields: [] },
] as const satisfies readonly SignUpStep[];

export const [ACCOUNT_STEP, OPTIONS_STEP, REVIEW_STEP] = SIGN_UP_STEPS;

/** The earliest step that asks for a field with an error; the review step for any other error. */
export function stepForErrors(errors: FieldErrors): SignUpStep {
  const fieldsWithErrors = Object.keys(errors).filter((field) => errors[field]);
  return SIGN_UP_STEPS.find((step) => step.fields.some((field) => fieldsWithErrors.includes(field))) ?? REVIEW_STEP;
}

function answerOf(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The options form as the register schema expects it: blanks left out, the year as a number. */
export function optionsFromForm(form: FormData): Record<keyof OptionsStepValues, unknown> {
  const year = answerOf(form.get("year_started"));
  return {
    state_name: answerOf(form.get("state_name")),
    vehicle_make: answerOf(form.get("vehicle_make")),
    year_started: year === undefined ? undefined : Number(year),
    drive_style: answerOf(form.get("drive_style")),
  };
}
