import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../../shared/domain/auth-cookies";
import type { AppEnv } from "../../http/app-env";
import { resolvePageSession } from "../../http/authenticate";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { refresh, register } from "./accounts.test-helpers";
import { REUSE_GRACE_SECONDS } from "./tokens.service";

const MINUTE = 60_000;

let t: TestApp;
/** What a page render sees: resolvePageSession on a request carrying the given cookies. */
let renderPage: (cookies: Record<string, string>) => Promise<{ user: UserClaims | null; setCookies: string[] }>;

beforeAll(async () => {
  t = await createTestApp();
  const page = new Hono<AppEnv>()
    .use(async (c, next) => {
      const { publicUrl, trustProxy, trustedProxyHops } = t.services;
      c.set("site", { publicUrl, trustProxy, trustedProxyHops });
      await next();
    })
    .get("/page", async (c) => c.json(await resolvePageSession(c, t.services.tokens)));
  renderPage = async (cookies) => {
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    const response = await page.request("/page", { headers: cookie ? { cookie } : {} });
    return (await response.json()) as { user: UserClaims | null; setCookies: string[] };
  };
});
afterAll(() => t.close());

describe(resolvePageSession.name, () => {
  it("takes the user from a valid access cookie and sets no cookie", async () => {
    const { input, tokens } = await register(t);
    const session = await renderPage({ [ACCESS_COOKIE]: tokens.access, [REFRESH_COOKIE]: tokens.refresh });
    expect(session.user?.email).toBe(input.email);
    expect(session.setCookies).toEqual([]);
  });

  it("rotates with the refresh cookie when the access token has expired, and hands back the new pair", async () => {
    const { input, tokens } = await register(t);
    t.clock.advance(16 * MINUTE);
    const session = await renderPage({ [ACCESS_COOKIE]: tokens.access, [REFRESH_COOKIE]: tokens.refresh });

    expect(session.user?.email).toBe(input.email);
    expect(session.setCookies).toHaveLength(2);
    const [accessCookie, refreshCookie] = session.setCookies;
    expect(accessCookie).toMatch(
      new RegExp(`^${ACCESS_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Max-Age=31536000; Path=/; SameSite=Lax$`),
    );
    expect(refreshCookie).toMatch(
      new RegExp(`^${REFRESH_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`),
    );

    const newRefresh = refreshCookie?.slice(REFRESH_COOKIE.length + 1, refreshCookie.indexOf(";")) ?? "";
    expect((await refresh(t, newRefresh)).status).toBe(200);
  });

  it("rotates when only the refresh cookie is left", async () => {
    const { tokens } = await register(t);
    const session = await renderPage({ [REFRESH_COOKIE]: tokens.refresh });
    expect(session.user).not.toBeNull();
    expect(session.setCookies).toHaveLength(2);
  });

  it("is signed out with no cookies, and sets none", async () => {
    expect(await renderPage({})).toEqual({ user: null, setCookies: [] });
  });

  it("clears stale cookies when neither token is usable", async () => {
    const { tokens } = await register(t);
    t.clock.advance(31 * 24 * 60 * MINUTE);
    const session = await renderPage({ [ACCESS_COOKIE]: tokens.access, [REFRESH_COOKIE]: tokens.refresh });
    expect(session.user).toBeNull();
    expect(session.setCookies.map((cookie) => cookie.slice(0, cookie.indexOf(";")))).toEqual([
      `${ACCESS_COOKIE}=`,
      `${REFRESH_COOKIE}=`,
    ]);
    expect(session.setCookies.every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  });

  it("leaves the cookies alone when a concurrent request rotated the refresh token a moment ago", async () => {
    const { tokens } = await register(t);
    expect((await refresh(t, tokens.refresh)).status).toBe(200);
    t.clock.advance((REUSE_GRACE_SECONDS - 5) * 1000);
    expect(await renderPage({ [REFRESH_COOKIE]: tokens.refresh })).toEqual({ user: null, setCookies: [] });
  });
});
