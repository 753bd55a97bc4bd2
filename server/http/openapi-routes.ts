// Request and response pieces every API route shares: the router every module starts from, a path
// id, JSON bodies and answers for the API document.
import { OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { notFound } from "./errors";
import { validationHook } from "./validation";
import { apiErrorSchema } from "../../shared/contracts/error.contract";

const MAX_ID = 2_147_483_647;

/** A row's id in a path: a positive whole number the database can hold. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const errorResponse = (description: string) => json(apiErrorSchema, description);

/** A JSON request body checked against `schema`; optional where the same fields may come in cookies. */
export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  content: { "application/json": { schema } },
  required,
});

/** A path that names nothing (an id that is not a positive integer) is a 404, as an unknown id is. */
export const pathValidationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success && result.target === "param") throw notFound();
  return validationHook(result, c);
};

/** The router every API module starts from. */
export const apiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: pathValidationHook });
