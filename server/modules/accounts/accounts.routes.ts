// The account endpoints of spec §7, mounted under /api. Handlers parse, call one service method, answer.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  detailResponseSchema,
  loginRequestSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from "../../../shared/contracts/accounts.contract";
import { authTokensSchema, userClaimsSchema } from "../../../shared/contracts/user.contract";
import type { AppEnv } from "../../http/app-env";
import { errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { bearerToken, requireUser } from "../../http/authenticate";
import { validationHook } from "../../http/validation";
import { clientIp } from "../rate-limit/client-ip";
import { clearSessionCookies, readSessionCookies, setSessionCookies } from "./session-cookies";
import type { Services } from "../../services";

const TAG = "Accounts";

const tokensIssued = (description: string) =>
  json(authTokensSchema, `${description}; the access and refresh cookies are set too`);

const registerRoute = createRoute({
  method: "post",
  path: "/v2/users/register/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: [TAG],
  summary: "Create an account and log in",
  request: { body: jsonBody(registerRequestSchema) },
  responses: {
    201: tokensIssued("The account was created"),
    400: errorResponse("A field is not valid, or the e-mail already has an account"),
    429: errorResponse("Too many sign-ups from this address"),
  },
});

const loginRoute = createRoute({
  method: "post",
  path: "/v2/token/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: [TAG],
  summary: "Log in with e-mail and password",
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: tokensIssued("Logged in"),
    400: errorResponse("A field is not valid"),
    401: errorResponse("Wrong e-mail or password (code invalid_credentials)"),
    403: errorResponse("The right password for an account staff have disabled (code account_disabled)"),
    429: errorResponse("Too many attempts"),
  },
});

const passwordChangeRoute = createRoute({
  method: "post",
  path: "/v2/users/me/password/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: [TAG],
  summary: "Change the signed-in user's password: every other login ends, this one gets fresh tokens",
  security: [{ bearerAuth: [] }],
  request: { body: jsonBody(passwordChangeSchema) },
  responses: {
    200: tokensIssued("Changed"),
    400: errorResponse("The current password is wrong, or the new one too short or too common (next to the field)"),
    401: errorResponse("Not signed in"),
    429: errorResponse("Too many attempts"),
  },
});

const refreshRoute = createRoute({
  method: "post",
  path: "/v2/token/refresh/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: [TAG],
  summary: "Exchange a refresh token (body, else the refresh cookie) for a new pair",
  request: { body: jsonBody(refreshRequestSchema, false) },
  responses: {
    200: tokensIssued("The next token pair; the one presented no longer works"),
    401: errorResponse("The refresh token is missing, invalid, expired or already used (code token_not_valid)"),
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/v2/token/logout/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: [TAG],
  summary: "Log out: end the login of the refresh token (body or cookie) or of the Bearer access token, and clear the cookies",
  request: { body: jsonBody(refreshRequestSchema, false) },
  responses: { 204: { description: "Logged out" } },
});

const meRoute = createRoute({
  method: "get",
  path: "/v2/users/me/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: [TAG],
  summary: "The signed-in user, read fresh from the database",
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(userClaimsSchema, "The user claims of spec §3"),
    401: errorResponse("Not signed in"),
    412: errorResponse("The access token has expired: refresh and retry"),
  },
});

const passwordResetRoute = createRoute({
  method: "post",
  path: "/v2/users/password-reset/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: [TAG],
  summary: "E-mail a one-hour password reset link, if the account exists",
  request: { body: jsonBody(passwordResetRequestSchema) },
  responses: {
    202: json(detailResponseSchema, "Always the same answer, whether or not the account exists"),
    400: errorResponse("A field is not valid"),
    429: errorResponse("Too many reset requests"),
  },
});

const passwordResetConfirmRoute = createRoute({
  method: "post",
  path: "/v2/users/password-reset/confirm/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: [TAG],
  summary: "Set a new password with a reset link's token; every session of the user ends",
  request: { body: jsonBody(passwordResetConfirmSchema) },
  responses: {
    200: json(detailResponseSchema, "The password was changed"),
    400: errorResponse("A field is not valid, or the link is invalid, used or expired (code invalid_token)"),
  },
});

export function accountRoutes(services: Pick<Services, "accounts">) {
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  routes.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });

  return routes
    .openapi(registerRoute, async (c) => {
      const tokens = await services.accounts.register(c.req.valid("json"), { ip: clientIp(c, c.var.site) });
      setSessionCookies(c, tokens);
      return c.json(tokens, 201);
    })
    .openapi(loginRoute, async (c) => {
      const tokens = await services.accounts.login(c.req.valid("json"), { ip: clientIp(c, c.var.site) });
      setSessionCookies(c, tokens);
      return c.json(tokens, 200);
    })
    .openapi(refreshRoute, async (c) => {
      const presented = c.req.valid("json").refresh ?? readSessionCookies(c).refresh;
      const tokens = await services.accounts.refresh(presented);
      setSessionCookies(c, tokens);
      return c.json(tokens, 200);
    })
    .openapi(logoutRoute, async (c) => {
      await services.accounts.logout({
        refresh: c.req.valid("json").refresh ?? readSessionCookies(c).refresh,
        access: bearerToken(c),
      });
      clearSessionCookies(c);
      return c.body(null, 204);
    })
    .openapi(passwordChangeRoute, async (c) => {
      const user = requireUser(c);
      const tokens = await services.accounts.changePassword(user.id, c.req.valid("json"));
      setSessionCookies(c, tokens);
      return c.json(tokens, 200);
    })
    .openapi(meRoute, async (c) => {
      const user = requireUser(c);
      return c.json(await services.accounts.getMe(user.id), 200);
    })
    .openapi(passwordResetRoute, async (c) => {
      await services.accounts.requestPasswordReset(c.req.valid("json"), { ip: clientIp(c, c.var.site) });
      return c.json({ detail: PASSWORD_RESET_REQUESTED }, 202);
    })
    .openapi(passwordResetConfirmRoute, async (c) => {
      await services.accounts.confirmPasswordReset(c.req.valid("json"));
      return c.json({ detail: PASSWORD_RESET_DONE }, 200);
    });
}
