import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenPayloadSchema, userClaimsSchema } from "../../../shared/contracts/user.contract";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../../shared/domain/auth-cookies";
import { refreshTokens, users } from "../../db/schema";
import { createSiblingApp, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { getMe, postJson, refresh, register, setCookies, TEST_PASSWORD, uniqueEmail, uniqueIp } from "./accounts.test-helpers";
import { REUSE_GRACE_SECONDS } from "./tokens.service";

const MINUTE = 60_000;
const tokenNotValid = { detail: "Token is invalid or expired", code: "token_not_valid" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/v2/users/register/", () => {
  it("creates the account and answers with tokens whose claims are exactly the contract's", async () => {
    const { input, tokens, response } = await register(t, {
      email: "  New.Rider@Example.TEST ",
      state_name: "Utah",
      vehicle_make: "Jeep",
      year_started: 2015,
      drive_style: "Rock Crawling",
      signup_origin: "website",
      affiliate_origin: "summit-tires",
      utm_params: { utm_source: "newsletter", utm_campaign: "spring" },
    });

    expect(response.status).toBe(201);
    const payload = accessTokenPayloadSchema.strict().parse(decodeJwt(tokens.access));
    expect(payload).toMatchObject({
      email: "new.rider@example.test",
      name: input.name,
      access_type: "STANDARD",
      is_subscribed: false,
      is_official_crew: false,
      has_positive_transaction: false,
      photo_file_name: null,
      state_name: "Utah",
      vehicle_make: "Jeep",
      year_started: 2015,
      drive_style: "Rock Crawling",
      signup_origin: "website",
      affiliate_origin: "summit-tires",
      subscription_store: null,
      units: "imperial",
      token_type: "access",
    });
    const nowSeconds = t.clock.now().getTime() / 1000;
    expect(payload.exp).toBeGreaterThan(nowSeconds + 14 * 60);
    expect(payload.exp).toBeLessThanOrEqual(nowSeconds + 15 * 60);
    expect(decodeJwt(tokens.refresh)).toMatchObject({ token_type: "refresh", sub: String(payload.id) });

    const [row] = await t.db.select().from(users).where(eq(users.id, payload.id));
    expect(row?.utmParams).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("sets the access cookie readable by scripts and the refresh cookie HttpOnly, not Secure on localhost http", async () => {
    const { tokens, response } = await register(t);
    const cookies = setCookies(response);
    const access = cookies.get(ACCESS_COOKIE);
    const refreshCookie = cookies.get(REFRESH_COOKIE);
    expect(access).toBe(`${ACCESS_COOKIE}=${tokens.access}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(refreshCookie).toBe(`${REFRESH_COOKIE}=${tokens.refresh}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
  });

  it("marks the cookies Secure by the site's PUBLIC_URL, whatever host or scheme the request names", async () => {
    const register = (app: Pick<TestApp, "app">, url: string) =>
      app.app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp() },
        body: JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD, name: "Sam" }),
      });
    const publicSite = createSiblingApp(t, { ...t.config, publicUrl: "https://trails.example.com" });
    for (const url of ["http://localhost/api/v2/users/register/", "http://127.0.0.1:3000/api/v2/users/register/"]) {
      const response = await register(publicSite, url);
      expect(response.status).toBe(201);
      for (const cookie of setCookies(response).values()) expect(cookie).toContain("; Secure");
    }
    // The local quick start (http://localhost:3000) keeps its cookies whatever Host a client sends.
    const response = await register(t, "https://trails.example.com/api/v2/users/register/");
    for (const cookie of setCookies(response).values()) expect(cookie).not.toContain("Secure");
  });

  it("refuses an e-mail that already has an account, whatever its case", async () => {
    const { input } = await register(t);
    const response = await postJson(t, "/api/v2/users/register/", { ...input, email: input.email.toUpperCase() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: "Some fields are not valid.",
      code: "invalid",
      fields: { email: ["An account with this e-mail already exists."] },
    });
  });

  it("answers an invalid body with the field-error shape", async () => {
    const currentYear = new Date().getFullYear();
    const response = await postJson(t, "/api/v2/users/register/", {
      email: "not-an-email",
      password: "short",
      name: "Sam",
      vehicle_make: "Tractor",
      year_started: currentYear + 1,
      drive_style: "Flying",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; code: string; fields: Record<string, string[]> };
    expect(body.code).toBe("invalid");
    expect(body.detail).toBe("Some fields are not valid.");
    expect(Object.keys(body.fields).sort()).toEqual(["email", "password", "year_started"]);
    expect(body.fields.password).toEqual(["Use at least 8 characters."]);
  });

  it("refuses a make or drive style that is not among the sign-up options", async () => {
    const response = await postJson(t, "/api/v2/users/register/", {
      email: "unlisted-answers@example.test",
      password: "long-enough",
      name: "Sam",
      vehicle_make: "Tractor",
      drive_style: "Flying",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { vehicle_make: ["Choose a make from the list."], drive_style: ["Choose a drive style from the list."] },
    });
  });

  it("accepts the oldest listed year and refuses the one before it", async () => {
    const oldest = new Date().getFullYear() - 100;
    await register(t, { year_started: oldest });
    const response = await postJson(t, "/api/v2/users/register/", {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      name: "Sam",
      year_started: oldest - 1,
    });
    expect(response.status).toBe(400);
  });

  it("allows five sign-ups an hour from one address, then 429 until the window passes", async () => {
    const ip = uniqueIp();
    const signUp = () =>
      postJson(
        t,
        "/api/v2/users/register/",
        { email: uniqueEmail(), password: TEST_PASSWORD, name: "Sam" },
        { "x-forwarded-for": ip },
      );
    for (let attempt = 0; attempt < 5; attempt++) expect((await signUp()).status).toBe(201);
    const throttled = await signUp();
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ code: "throttled" });
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);

    t.clock.advance(60 * MINUTE);
    expect((await signUp()).status).toBe(201);
  });
});

describe("POST /api/v2/token/", () => {
  it("logs in with the right password and answers with tokens and cookies", async () => {
    const { input } = await register(t);
    const response = await postJson(t, "/api/v2/token/", { email: input.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access: string; refresh: string };
    expect(decodeJwt(tokens.access).email).toBe(input.email);
    expect([...setCookies(response).keys()].sort()).toEqual([ACCESS_COOKIE, REFRESH_COOKIE]);
  });

  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const { input } = await register(t);
    for (const credentials of [
      { email: input.email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: TEST_PASSWORD },
    ]) {
      const response = await postJson(t, "/api/v2/token/", credentials);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        detail: "No active account found with the given credentials",
        code: "invalid_credentials",
      });
    }
  });

  it("allows ten attempts per e-mail and address in 15 minutes, then 429 until the window passes", async () => {
    const { input } = await register(t);
    const ip = uniqueIp();
    const attempt = (password: string, from = ip) =>
      postJson(t, "/api/v2/token/", { email: input.email, password }, { "x-forwarded-for": from });
    for (let count = 0; count < 10; count++) expect((await attempt("wrong-password")).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
    expect((await attempt(TEST_PASSWORD, uniqueIp())).status).toBe(200);

    t.clock.advance(15 * MINUTE);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });
});

describe("GET /api/v2/users/me/", () => {
  it("answers the signed-in user's claims, read fresh from the database", async () => {
    const { tokens } = await register(t, { name: "Before" });
    const id = Number(decodeJwt(tokens.access).id);
    await t.db.update(users).set({ name: "After", isSubscribed: true }).where(eq(users.id, id));

    const response = await getMe(t, tokens.access);
    expect(response.status).toBe(200);
    const body = userClaimsSchema.strict().parse(await response.json());
    expect(body).toMatchObject({ id, name: "After", is_subscribed: true });
  });

  it("reads the access cookie when the bearer token is empty", async () => {
    const { tokens } = await register(t);
    const response = await t.app.request("/api/v2/users/me/", {
      headers: { authorization: "Bearer ", cookie: `${ACCESS_COOKIE}=${tokens.access}` },
    });
    expect(response.status).toBe(200);
  });

  it("is 401 without a token and 401 token_not_valid with a forged one", async () => {
    const anonymous = await t.app.request("/api/v2/users/me/", { headers: { authorization: "Bearer " } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "not_authenticated" });

    const { tokens } = await register(t);
    const [header, payload] = tokens.access.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    const response = await getMe(t, forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(tokenNotValid);
  });

  it("does not accept a refresh token as an access token", async () => {
    const { tokens } = await register(t);
    expect((await getMe(t, tokens.refresh)).status).toBe(401);
  });

  it("answers 412 Token Expired once the access token is 16 minutes old", async () => {
    const { tokens } = await register(t);
    t.clock.advance(16 * MINUTE);
    const response = await getMe(t, tokens.access);
    expect(response.status).toBe(412);
    expect(await response.json()).toEqual({ detail: "Token Expired", code: "token_expired" });
  });
});

describe("POST /api/v2/token/refresh/", () => {
  it("rotates: new tokens work, the presented refresh token no longer does", async () => {
    const { tokens } = await register(t);
    const response = await refresh(t, tokens.refresh);
    expect(response.status).toBe(200);
    const next = (await response.json()) as { access: string; refresh: string };
    expect(next.refresh).not.toBe(tokens.refresh);
    expect(decodeJwt(next.refresh).family_id).toBe(decodeJwt(tokens.refresh).family_id);
    expect((await getMe(t, next.access)).status).toBe(200);
    expect([...setCookies(response).keys()].sort()).toEqual([ACCESS_COOKIE, REFRESH_COOKIE]);

    const reused = await refresh(t, tokens.refresh);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual(tokenNotValid);
  });

  it("within the grace window only refuses the old token; the newer one keeps working", async () => {
    const { tokens } = await register(t);
    const next = (await (await refresh(t, tokens.refresh)).json()) as { refresh: string };
    t.clock.advance((REUSE_GRACE_SECONDS - 1) * 1000);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    expect((await refresh(t, next.refresh)).status).toBe(200);
  });

  it("after the grace window treats reuse as theft and revokes the whole family", async () => {
    const { input, tokens } = await register(t);
    const otherLogin = (await (await postJson(t, "/api/v2/token/", { email: input.email, password: TEST_PASSWORD })).json()) as {
      refresh: string;
    };
    const next = (await (await refresh(t, tokens.refresh)).json()) as { refresh: string };
    t.clock.advance((REUSE_GRACE_SECONDS + 1) * 1000);

    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    expect((await refresh(t, next.refresh)).status).toBe(401);
    const familyId = String(decodeJwt(tokens.refresh).family_id);
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(family.length).toBe(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    // Another login of the same user is another family and survives.
    expect((await refresh(t, otherLogin.refresh)).status).toBe(200);
  });

  it("stores only a hash of the refresh token", async () => {
    const { tokens } = await register(t);
    const id = String(decodeJwt(tokens.refresh).jti);
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const leaked = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokens.refresh));
    expect(leaked).toEqual([]);
  });

  it("uses the refresh cookie when the body has none, even with an expired access token sent along", async () => {
    const { tokens } = await register(t);
    t.clock.advance(16 * MINUTE);
    const response = await t.app.request("/api/v2/token/refresh/", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${tokens.access}`,
        cookie: `${REFRESH_COOKIE}=${tokens.refresh}`,
      },
      body: "{}",
    });
    expect(response.status).toBe(200);
    const next = (await response.json()) as { access: string };
    expect((await getMe(t, next.access)).status).toBe(200);
  });

  it("refuses a refresh token after its 30 days, and a request with none", async () => {
    const { tokens } = await register(t);
    t.clock.advance(30 * 24 * 60 * MINUTE + MINUTE);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    const none = await t.app.request("/api/v2/token/refresh/", { method: "POST" });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: "token_not_valid" });
  });
});

describe("POST /api/v2/token/logout/", () => {
  it("revokes the cookie's login and clears both cookies", async () => {
    const { tokens } = await register(t);
    const response = await t.app.request("/api/v2/token/logout/", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `${REFRESH_COOKIE}=${tokens.refresh}; ${ACCESS_COOKIE}=${tokens.access}`,
      },
      body: "{}",
    });
    expect(response.status).toBe(204);
    const cleared = setCookies(response);
    expect(cleared.get(ACCESS_COOKIE)).toMatch(new RegExp(`^${ACCESS_COOKIE}=; Max-Age=0;`));
    expect(cleared.get(REFRESH_COOKIE)).toMatch(new RegExp(`^${REFRESH_COOKIE}=; Max-Age=0;`));
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    // The access token of that login fails at once, not when its 15 minutes are up.
    expect((await getMe(t, tokens.access)).status).toBe(401);
  });

  it("ends only the login that logged out: another device stays signed in", async () => {
    const { input, tokens: phone } = await register(t);
    const laptop = (await (await postJson(t, "/api/v2/token/", { email: input.email, password: input.password })).json()) as {
      access: string;
    };
    expect((await postJson(t, "/api/v2/token/logout/", { refresh: phone.refresh })).status).toBe(204);
    expect((await getMe(t, phone.access)).status).toBe(401);
    expect((await getMe(t, laptop.access)).status).toBe(200);
  });

  it("revokes a refresh token given in the body, and the tokens rotated from it", async () => {
    const { tokens } = await register(t);
    const next = (await (await refresh(t, tokens.refresh)).json()) as { refresh: string };
    expect((await postJson(t, "/api/v2/token/logout/", { refresh: next.refresh })).status).toBe(204);
    expect((await refresh(t, next.refresh)).status).toBe(401);
  });

  it("ends the login of a Bearer access token, when that is all the client sends", async () => {
    const { input, tokens: phone } = await register(t);
    const laptop = (await (await postJson(t, "/api/v2/token/", { email: input.email, password: input.password })).json()) as {
      access: string;
    };
    const response = await t.app.request("/api/v2/token/logout/", {
      method: "POST",
      headers: { authorization: `Bearer ${phone.access}` },
    });
    expect(response.status).toBe(204);
    expect((await getMe(t, phone.access)).status).toBe(401);
    expect((await refresh(t, phone.refresh)).status).toBe(401);
    expect((await getMe(t, laptop.access)).status).toBe(200);
  });

  it("ignores a forged Bearer token and ends nothing", async () => {
    const { tokens } = await register(t);
    const [header, payload] = tokens.access.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    const response = await t.app.request("/api/v2/token/logout/", {
      method: "POST",
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(204);
    expect((await getMe(t, tokens.access)).status).toBe(200);
  });

  it("succeeds with no token at all", async () => {
    expect((await t.app.request("/api/v2/token/logout/", { method: "POST" })).status).toBe(204);
  });
});

describe("CSRF defence for cookie sessions", () => {
  // No authenticated POST endpoint exists in this module yet: an unknown path shows whether the
  // request got past authentication (404) or was stopped by it (403).
  const postWithCookie = (access: string, headers: Record<string, string> = {}) =>
    t.app.request("http://localhost/api/v2/anything/", {
      method: "POST",
      headers: { cookie: `${ACCESS_COOKIE}=${access}`, ...headers },
    });

  it("refuses a cookie-authenticated POST without Origin or Referer, or from another site", async () => {
    const { tokens } = await register(t);
    const missing = await postWithCookie(tokens.access);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: "permission_denied" });
    expect((await postWithCookie(tokens.access, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("lets a cookie-authenticated POST from this site through", async () => {
    const { tokens } = await register(t);
    expect((await postWithCookie(tokens.access, { origin: "http://localhost" })).status).toBe(404);
    expect((await postWithCookie(tokens.access, { referer: "http://localhost/map" })).status).toBe(404);
  });

  it("takes X-Forwarded-Host as this site's name only behind a trusted proxy", async () => {
    const direct = createSiblingApp({ ...t, config: { ...t.config, trustProxy: false } });
    const { tokens } = await register(t);
    const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    const request = (app: typeof t.app) =>
      app.request("http://localhost/api/v2/anything/", {
        method: "POST",
        headers: { cookie: `${ACCESS_COOKIE}=${tokens.access}`, ...forged },
      });
    expect((await request(direct.app)).status).toBe(403);
    // A proxy the operator trusts sets the header itself, so there it names the site.
    expect((await request(t.app)).status).toBe(404);
  });

  it("does not apply to bearer tokens, which a foreign site cannot send", async () => {
    const { tokens } = await register(t);
    const response = await t.app.request("/api/v2/anything/", {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(response.status).toBe(404);
  });

  it("does not apply to safe methods", async () => {
    const { tokens } = await register(t);
    const response = await t.app.request("/api/v2/users/me/", { headers: { cookie: `${ACCESS_COOKIE}=${tokens.access}` } });
    expect(response.status).toBe(200);
  });
});

describe("OpenAPI document", () => {
  it("lists every account endpoint", async () => {
    const response = await t.app.request("/api/docs");
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/v2/users/register/",
        "/v2/token/",
        "/v2/token/refresh/",
        "/v2/token/logout/",
        "/v2/users/me/",
        "/v2/users/password-reset/",
        "/v2/users/password-reset/confirm/",
      ]),
    );
  });
});
