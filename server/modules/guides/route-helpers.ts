// Request and response pieces every guide route shares.
import { OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { validationHook } from "../../http/validation";
import { apiErrorSchema } from "../../../shared/contracts/error.contract";
import type { GuideKind } from "./guides.repository";

const MAX_ID = 2_147_483_647;

export const idParam = z.coerce.number().int().positive().max(MAX_ID);
export const guideParams = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 12 }) });

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const errorResponse = (description: string) => json(apiErrorSchema, description);

/** A required JSON request body checked against `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/** A path id that is not a positive integer names no guide: 404, as an unknown id does. */
export const guideValidationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success && result.target === "param") throw notFound();
  return validationHook(result, c);
};

/** The router every guide module starts from. */
export const guideRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: guideValidationHook });

/** How each guide kind appears in paths and the API document, for routes built once for both kinds. */
export const GUIDE_KIND_ROUTES = {
  "scout-route": { segment: "scout-routes", tag: "Scout routes", noun: "route" },
  trail: { segment: "trails", tag: "Trails", noun: "trail" },
} as const satisfies Record<GuideKind, { segment: string; tag: string; noun: string }>;
