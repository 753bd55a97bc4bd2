// Social sign-in endpoints: the exchange of spec §7 (one per provider, POST /api/v2/users/{endpoint}/),
// the link of a provider to an existing account, and the web flow's start and form-post return.
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import {
  socialLinkRequestSchema,
  socialLoginRequestSchema,
  socialLoginResponseSchema,
} from "../../../shared/contracts/social-sign-in.contract";
import { authTokensSchema } from "../../../shared/contracts/user.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { safeReturnPath } from "../../../shared/domain/return-path";
import { SOCIAL_PROVIDER_KEYS, SOCIAL_PROVIDERS, type SocialProviderKey } from "../../../shared/domain/social-providers";
import type { AppEnv } from "../../http/app-env";
import { errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { requires } from "../../http/route-access";
import { validationHook } from "../../http/validation";
import { setSessionCookies } from "../accounts/session-cookies";
import { clientIp } from "../rate-limit/client-ip";
import { flowCookie } from "./flow-cookie";
import type { Services } from "../../services";

const TAG = "Social sign-in";

function exchangeRoute(key: SocialProviderKey) {
  const { name, endpoint } = SOCIAL_PROVIDERS[key];
  return createRoute({
    method: "post",
    path: `/v2/users/${endpoint}/`,
    middleware: [requires(ROUTE_RULES.anyone)] as const,
    tags: [TAG],
    summary: `Sign in with a ${name} ID token`,
    request: { body: jsonBody(socialLoginRequestSchema) },
    responses: {
      200: json(
        socialLoginResponseSchema,
        "success true: the linked account is signed in (auth, and the session cookies). success false: data for a pending social sign-up; account_exists when the e-mail has an account to link with its password",
      ),
      400: errorResponse("No token was sent"),
      401: errorResponse(
        `The token is not a valid ${name} ID token for this site: expired, wrongly signed, another audience or issuer (code invalid_social_token)`,
      ),
      403: errorResponse("The linked account is disabled (code account_disabled)"),
      404: errorResponse(`Sign-in with ${name} is not configured (code provider_not_configured)`),
      429: errorResponse("Too many attempts"),
      503: errorResponse(`${name} cannot be reached`),
    },
  });
}

const linkRoute = createRoute({
  method: "post",
  path: "/v2/users/social-link/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: [TAG],
  summary: "Link a pending social sign-in to the existing account with its e-mail, proven by its password, and log in",
  request: { body: jsonBody(socialLinkRequestSchema) },
  responses: {
    200: json(authTokensSchema, "Linked and logged in; the session cookies are set too"),
    400: errorResponse("The password is wrong, or the ticket is invalid or expired (next to the field)"),
    401: errorResponse("No account has the ticket's e-mail (code invalid_credentials)"),
    403: errorResponse("The account is disabled (code account_disabled)"),
    409: errorResponse("The account or the provider's account is already linked to another (code already_linked)"),
    429: errorResponse("Too many attempts"),
  },
});

export function socialSignInRoutes(services: Pick<Services, "socialSignIn">) {
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const key of SOCIAL_PROVIDER_KEYS) {
    routes.openapi(exchangeRoute(key), async (c) => {
      const result = await services.socialSignIn.exchange(key, c.req.valid("json").token, {
        ip: clientIp(c, c.var.site),
      });
      if (result.auth) setSessionCookies(c, result.auth);
      return c.json(result, 200);
    });
  }
  return routes.openapi(linkRoute, async (c) => {
    const tokens = await services.socialSignIn.linkWithPassword(c.req.valid("json"), { ip: clientIp(c, c.var.site) });
    setSessionCookies(c, tokens);
    return c.json(tokens, 200);
  });
}

/**
 * The web flow around the provider's page: /auth/{provider}/start sends the browser there (with
 * the cookie binding the flow to it); Apple returns with a form post, turned here into the GET the
 * callback page answers (a top-level GET also carries the Lax cookie, which a cross-site POST does not).
 */
export function socialSignInWebRoutes(services: Pick<Services, "socialSignIn" | "publicUrl">) {
  return new Hono<AppEnv>()
    .get("/auth/:provider/start", requires(ROUTE_RULES.anyone), async (c) => {
      const returnPath = safeReturnPath(c.req.query("return_url"));
      const { authorizationUrl, state } = await services.socialSignIn.startWebFlow(c.req.param("provider"), returnPath);
      c.header("Set-Cookie", flowCookie(services.publicUrl, state));
      c.header("Cache-Control", "no-store");
      return c.redirect(authorizationUrl.href, 302);
    })
    .post("/auth/:provider/callback", requires(ROUTE_RULES.anyone), async (c) => {
      const form = await c.req.parseBody();
      const query = new URLSearchParams();
      for (const name of ["code", "state", "error", "user"]) {
        const value = form[name];
        if (typeof value === "string") query.set(name, value);
      }
      c.header("Cache-Control", "no-store");
      return c.redirect(`/auth/${encodeURIComponent(c.req.param("provider"))}/callback?${query.toString()}`, 303);
    });
}
