// Who is asking: the API reads the access token (Bearer header, else cookie); page renders also
// refresh an expired session from the refresh cookie so the first paint already shows the user.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { tokenExpired, tokenNotValid } from "../modules/accounts/account-errors";
import { clearedSessionCookieHeaders, readSessionCookies, sessionCookieHeaders } from "../modules/accounts/session-cookies";
import type { AppEnv } from "./app-env";
import type { Services } from "../services";
import { forbidden, unauthorized } from "./errors";

/** Endpoints that trade credentials for tokens: a stale access token sent along must not block them. */
const CREDENTIAL_ENDPOINTS = /^\/api\/v2\/(token|users\/register|users\/password-reset)(\/|$)/;
/** Endpoints whose bearer token is the operations token (server/jobs/jobs.routes.ts), not a user's. */
const OPERATIONS_ENDPOINTS = /^\/api\/v2\/operations\//;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type PresentedToken = { token: string; source: "header" | "cookie" };

/** The access token of the Authorization header, if any. Spec §7: the client always sends "Bearer {token}", with an empty token when signed out. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
  return c.req.header("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

function presentedAccessToken(c: Context<AppEnv>): PresentedToken | null {
  const bearer = bearerToken(c);
  if (bearer) return { token: bearer, source: "header" };
  const { access } = readSessionCookies(c);
  return access ? { token: access, source: "cookie" } : null;
}

/** CSRF defence for cookie sessions: a state change must come from a page of this very site. */
function isSameOrigin(c: Context<AppEnv>): boolean {
  const source = c.req.header("origin") ?? c.req.header("referer");
  if (!source) return false;
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return false;
  }
  const { publicUrl, trustProxy } = c.var.site;
  // X-Forwarded-Host is anyone's word unless a trusted proxy set it.
  const forwardedHost = trustProxy ? c.req.header("x-forwarded-host") : undefined;
  const ownHosts = [new URL(publicUrl).host, new URL(c.req.url).host, c.req.header("host"), forwardedHost];
  return ownHosts.includes(sourceHost);
}

export const authenticateApi = (tokens: Services["tokens"]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (CREDENTIAL_ENDPOINTS.test(c.req.path) || OPERATIONS_ENDPOINTS.test(c.req.path)) return next();
    const presented = presentedAccessToken(c);
    if (!presented) return next();
    if (presented.source === "cookie" && UNSAFE_METHODS.has(c.req.method) && !isSameOrigin(c)) {
      throw forbidden("The request did not come from this site.");
    }
    const verification = await tokens.verifyAccess(presented.token);
    switch (verification.status) {
      case "valid":
        c.set("user", verification.claims);
        return next();
      case "expired":
        throw tokenExpired();
      case "invalid":
        throw tokenNotValid();
    }
  });

/** The signed-in user for a handler that needs one; 401 when the request carries no valid token. */
export function requireUser(c: Context<AppEnv>): UserClaims {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

export interface PageSession {
  user: UserClaims | null;
  /** Set-Cookie values the rendered page must carry: a rotated token pair, or the clearing of stale ones. */
  setCookies: string[];
}

export async function resolvePageSession(c: Context<AppEnv>, tokens: Services["tokens"]): Promise<PageSession> {
  const session = await sessionFromCookies(c, tokens);
  c.set("user", session.user);
  return session;
}

async function sessionFromCookies(c: Context<AppEnv>, tokens: Services["tokens"]): Promise<PageSession> {
  const { access, refresh } = readSessionCookies(c);
  if (access) {
    const verification = await tokens.verifyAccess(access);
    if (verification.status === "valid") return { user: verification.claims, setCookies: [] };
  }
  if (refresh) {
    const rotation = await tokens.tryRotate(refresh);
    switch (rotation.status) {
      case "rotated":
        return { user: rotation.claims, setCookies: sessionCookieHeaders(c, rotation.tokens) };
      case "superseded":
        // A concurrent request rotated it a moment ago and its response carries the new cookies;
        // clearing them here could overwrite that fresh pair, so this one render is simply signed out.
        return { user: null, setCookies: [] };
      case "invalid":
        break;
    }
  }
  return { user: null, setCookies: access || refresh ? clearedSessionCookieHeaders(c) : [] };
}
