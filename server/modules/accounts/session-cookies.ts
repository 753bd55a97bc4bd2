// The auth cookies of DESIGN §7: the browser reads the access token (spec §5); the refresh token
// stays HttpOnly. Secure everywhere except a site whose PUBLIC_URL is plain http on this machine,
// where browsers would drop it.
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { ACCESS_COOKIE, AUTH_COOKIE_MAX_AGE_SECONDS, REFRESH_COOKIE } from "../../../shared/domain/auth-cookies";
import { isLocalUrl } from "../../config";
import type { AppEnv } from "../../http/app-env";

/**
 * Whether the site's cookies carry Secure: decided by the site's own address (PUBLIC_URL), never by
 * the request's Host or scheme, which a client or a proxy speaking plain http to us chooses.
 */
export function usesSecureCookies(publicUrl: string): boolean {
  return !(new URL(publicUrl).protocol === "http:" && isLocalUrl(publicUrl));
}

function cookieOptions(c: Context<AppEnv>, httpOnly: boolean): CookieOptions {
  const secure = usesSecureCookies(c.var.site.publicUrl);
  return { path: "/", sameSite: "Lax", secure, httpOnly, maxAge: AUTH_COOKIE_MAX_AGE_SECONDS };
}

/** Set-Cookie values that store a token pair. */
export function sessionCookieHeaders(c: Context<AppEnv>, tokens: AuthTokens): string[] {
  return [
    generateCookie(ACCESS_COOKIE, tokens.access, cookieOptions(c, false)),
    generateCookie(REFRESH_COOKIE, tokens.refresh, cookieOptions(c, true)),
  ];
}

/** Set-Cookie values that remove both auth cookies. */
export function clearedSessionCookieHeaders(c: Context<AppEnv>): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE].map((name) =>
    generateCookie(name, "", { ...cookieOptions(c, name === REFRESH_COOKIE), maxAge: 0, expires: new Date(0) }),
  );
}

export function setSessionCookies(c: Context<AppEnv>, tokens: AuthTokens): void {
  for (const cookie of sessionCookieHeaders(c, tokens)) c.header("Set-Cookie", cookie, { append: true });
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  for (const cookie of clearedSessionCookieHeaders(c)) c.header("Set-Cookie", cookie, { append: true });
}

export function readSessionCookies(c: Context): { access: string | undefined; refresh: string | undefined } {
  return { access: getCookie(c, ACCESS_COOKIE) || undefined, refresh: getCookie(c, REFRESH_COOKIE) || undefined };
}
