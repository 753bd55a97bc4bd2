// The cookie that binds a web sign-in to the browser that started it (login CSRF): the callback is
// accepted only with the state this browser was sent away with. HttpOnly, scoped to /auth, and
// Lax, which a top-level return from the provider still carries.
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { usesSecureCookies } from "../accounts/session-cookies";

/** How long a web sign-in may take between leaving for the provider and coming back. */
export const SOCIAL_FLOW_TTL_SECONDS = 10 * 60;

const FLOW_COOKIE = "social_sign_in_state";
const options = (publicUrl: string) =>
  ({ path: "/auth", httpOnly: true, sameSite: "Lax", secure: usesSecureCookies(publicUrl) }) as const;

/** Set-Cookie for a flow just started; `publicUrl` is the site's, for the Secure flag. */
export function flowCookie(publicUrl: string, state: string): string {
  return generateCookie(FLOW_COOKIE, state, { ...options(publicUrl), maxAge: SOCIAL_FLOW_TTL_SECONDS });
}

/** Set-Cookie that forgets the flow once its callback has been answered. */
export function clearedFlowCookie(publicUrl: string): string {
  return generateCookie(FLOW_COOKIE, "", { ...options(publicUrl), maxAge: 0, expires: new Date(0) });
}

/** The state this browser's flow started with, from a Cookie header. */
export function boundFlowState(cookieHeader: string | null): string | undefined {
  return cookieHeader ? parse(cookieHeader, FLOW_COOKIE)[FLOW_COOKIE] || undefined : undefined;
}
