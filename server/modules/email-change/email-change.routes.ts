// /api/v2/users/me/email/ (the signed-in user asks to change the address, 401 signed out) and
// /api/v2/users/me/email/confirm/ (the link's token switches it, signed in or not). ADR 0038.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import { detailResponseSchema } from "../../../shared/contracts/accounts.contract";
import {
  emailChangeConfirmSchema,
  emailChangedSchema,
  emailChangeRequestSchema,
} from "../../../shared/contracts/email-change.contract";
import { requireUser } from "../../http/authenticate";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Accounts"];

const requestChange = createRoute({
  method: "post",
  path: "/v2/users/me/email/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Ask to change the signed-in user's e-mail address: a link goes to the new one, a notice to the old one",
  request: { body: jsonBody(emailChangeRequestSchema) },
  responses: {
    202: json(detailResponseSchema, "The link is on its way"),
    400: errorResponse("Wrong password, an invalid or taken address, or the current one (next to the field)"),
    401: errorResponse("Not signed in"),
    429: errorResponse("Too many requests"),
  },
});

const confirmChange = createRoute({
  method: "post",
  path: "/v2/users/me/email/confirm/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: TAGS,
  summary: "Switch to the new address with the token of the link mailed to it (signed in or not)",
  request: { body: jsonBody(emailChangeConfirmSchema) },
  responses: {
    200: json(emailChangedSchema, "The address is changed"),
    400: errorResponse("The link is invalid, used or expired (code invalid_token), or the address was taken meanwhile"),
  },
});

export function emailChangeRoutes(services: Pick<Services, "emailChange">) {
  return apiRouter()
    .openapi(requestChange, async (c) => {
      const user = requireUser(c);
      return c.json(await services.emailChange.requestChange(user, c.req.valid("json")), 202);
    })
    .openapi(confirmChange, async (c) => c.json(await services.emailChange.confirmChange(c.req.valid("json").token), 200));
}
