// POST /api/v2/users/me/delete/: the signed-in user deletes the account (401 signed out; 400 with a
// wrong password, next to the field; 429 after too many attempts).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import { accountDeletionSchema } from "../../../shared/contracts/account-deletion.contract";
import { requireUser } from "../../http/authenticate";
import { clearedSessionCookieHeaders } from "../accounts/session-cookies";
import { apiRouter, errorResponse } from "../../http/openapi-routes";
import type { Services } from "../../services";

const deleteAccount = createRoute({
  method: "post",
  path: "/v2/users/me/delete/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ["Accounts"],
  summary: "Delete the signed-in user's account, proven by the password",
  request: { body: { content: { "application/json": { schema: accountDeletionSchema } }, required: true } },
  responses: {
    204: { description: "Deleted; the session cookies are cleared" },
    400: errorResponse("Wrong password, or no choice for the reviews"),
    401: errorResponse("Not signed in"),
    429: errorResponse("Too many attempts"),
  },
});

export function accountDeletionRoutes(services: Pick<Services, "accountDeletion">) {
  return apiRouter().openapi(deleteAccount, async (c) => {
    const user = requireUser(c);
    await services.accountDeletion.deleteAccount(user, c.req.valid("json"));
    for (const cookie of clearedSessionCookieHeaders(c)) c.header("Set-Cookie", cookie, { append: true });
    return c.body(null, 204);
  });
}
