// Turning validation and API failures into the words a form shows next to its fields.
import type { z } from "zod";
import { ApiRequestError } from "./api-client";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each invalid field. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/** The field errors of an API "invalid" response (DESIGN §8); empty for any other failure. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || !error.body?.fields) return {};
  return Object.fromEntries(Object.entries(error.body.fields).map(([field, messages]) => [field, messages[0]]));
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
