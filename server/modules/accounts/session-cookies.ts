// The auth cookies of DESIGN §7: the browser reads the access token (spec §5); the refresh token
// stays HttpOnly. Secure everywhere except plain http on this machine, where browsers would drop it.
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { ACCESS_COOKIE, AUTH_COOKIE_MAX_AGE_SECONDS, REFRESH_COOKIE } from "../../../shared/domain/auth-cookies";

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalPlainHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && LOCAL_HOSTNAMES.has(hostname);
}

function cookieOptions(c: Context, httpOnly: boolean): CookieOptions {
  return { path: "/", sameSite: "Lax", secure: !isLocalPlainHttp(c.req.url), httpOnly, maxAge: AUTH_COOKIE_MAX_AGE_SECONDS };
}

/** Set-Cookie values that store a token pair. */
export function sessionCookieHeaders(c: Context, tokens: AuthTokens): string[] {
  return [
    generateCookie(ACCESS_COOKIE, tokens.access, cookieOptions(c, false)),
    generateCookie(REFRESH_COOKIE, tokens.refresh, cookieOptions(c, true)),
  ];
}

/** Set-Cookie values that remove both auth cookies. */
export function clearedSessionCookieHeaders(c: Context): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE].map((name) =>
    generateCookie(name, "", { ...cookieOptions(c, name === REFRESH_COOKIE), maxAge: 0, expires: new Date(0) }),
  );
}

export function setSessionCookies(c: Context, tokens: AuthTokens): void {
  for (const cookie of sessionCookieHeaders(c, tokens)) c.header("Set-Cookie", cookie, { append: true });
}

export function clearSessionCookies(c: Context): void {
  for (const cookie of clearedSessionCookieHeaders(c)) c.header("Set-Cookie", cookie, { append: true });
}

export function readSessionCookies(c: Context): { access: string | undefined; refresh: string | undefined } {
  return { access: getCookie(c, ACCESS_COOKIE) || undefined, refresh: getCookie(c, REFRESH_COOKIE) || undefined };
}
