import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { badRequest } from "./errors";

/** Turns a failed request schema into the field-error shape of DESIGN §8. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (result.success) return;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length > 0 ? issue.path.join(".") : "non_field_errors";
    (fields[name] ??= []).push(issue.message);
  }
  throw badRequest("Some fields are not valid.", fields);
};
