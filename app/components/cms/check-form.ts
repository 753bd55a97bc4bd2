// A staff form checks itself with the shared contract before sending (ADR 0047): the same messages
// the server would send appear next to the same fields, without a round trip.
import type { z } from "zod";
import { fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";

/** The form's values as the contract reads them: one value per name, several for repeated names. */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).filter((value): value is string => typeof value === "string");
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}

export function checkForm(schema: z.ZodType, form: HTMLFormElement): FieldErrors {
  const result = schema.safeParse(formValues(form));
  return result.success ? {} : fieldErrorsFromZod(result.error);
}
