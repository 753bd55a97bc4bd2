import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { exportPKCS8, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialLoginResponseSchema, type PendingSocialSignUp } from "../../../shared/contracts/social-sign-in.contract";
import { authTokensSchema } from "../../../shared/contracts/user.contract";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { startOidcIssuer, type OidcIssuer } from "../../../tests/support/oidc-issuer";
import { socialIdentities, userActiveDays, users } from "../../db/schema";
import { FLOW_NOT_RECOGNISED } from "./social-sign-in.service";
import { getMe, postJson, register, setCookies, TEST_PASSWORD, uniqueEmail } from "../accounts/accounts.test-helpers";

const CLIENT_ID = "trailguide-web";
const anyString: unknown = expect.any(String);

let t: TestApp;
let issuer: OidcIssuer;

beforeAll(async () => {
  issuer = await startOidcIssuer({ now: () => t.clock.now() });
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: "local-secret", GOOGLE_ISSUER: issuer.url });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

const googleToken = (claims: Record<string, unknown> = {}, expiresIn?: number) =>
  issuer.idToken(
    {
      sub: `google-${randomUUID()}`,
      aud: CLIENT_ID,
      email: uniqueEmail("google"),
      email_verified: true,
      name: "Sage Ridge",
      ...claims,
    },
    expiresIn,
  );

const exchange = (token: string, endpoint = "google-login") => postJson(t, `/api/v2/users/${endpoint}/`, { token });

async function pendingFor(token: string): Promise<PendingSocialSignUp> {
  const response = await exchange(token);
  expect(response.status).toBe(200);
  const body = socialLoginResponseSchema.parse(await response.json());
  expect(body).toMatchObject({ success: false, auth: null });
  return body.data!;
}

const registerWith = (pending: PendingSocialSignUp, overrides: Record<string, unknown> = {}) =>
  postJson(t, "/api/v2/users/register/", {
    email: pending.email,
    name: pending.name,
    password: TEST_PASSWORD,
    google_id: pending.google_id,
    social_ticket: pending.ticket,
    ...overrides,
  });

describe("the Google login exchange", () => {
  it("answers a new visitor with a pending social sign-up and no session", async () => {
    const email = uniqueEmail("new");
    const response = await exchange(await googleToken({ sub: "google-new-1", email, name: "Sage Ridge" }));
    expect(response.status).toBe(200);
    expect(setCookies(response).size).toBe(0);
    expect(socialLoginResponseSchema.parse(await response.json())).toEqual({
      success: false,
      auth: null,
      data: {
        provider: "google",
        google_id: "google-new-1",
        email,
        name: "Sage Ridge",
        ticket: anyString,
        account_exists: false,
      },
    });
  });

  it("keeps no e-mail the provider has not verified", async () => {
    const pending = await pendingFor(await googleToken({ email_verified: false }));
    expect(pending.email).toBeNull();
  });

  it.each([
    ["an expired token", () => googleToken({}, -120), /expired/],
    ["a token for another site", () => googleToken({ aud: "someone-else" }), /not made for this site/],
    ["a token from another issuer", () => googleToken({ iss: "https://issuer.example" }), /not made for this site/],
  ])("refuses %s with 401 and says why", async (_label, makeToken, message) => {
    const response = await exchange(await makeToken());
    expect(response.status).toBe(401);
    const body = (await response.json()) as { code: string; detail: string };
    expect(body.code).toBe("invalid_social_token");
    expect(body.detail).toMatch(message);
  });

  it("refuses a token signed with another key, even one naming the issuer's key id", async () => {
    const genuine = await googleToken();
    const { kid } = JSON.parse(Buffer.from(genuine.split(".")[0]!, "base64url").toString()) as { kid: string };
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT({ email: uniqueEmail(), email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(issuer.url)
      .setAudience(CLIENT_ID)
      .setSubject("google-forged")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
    const response = await exchange(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "invalid_social_token",
      detail: "Google could not confirm this sign-in. Please try again.",
    });
  });

  it("answers 404 for a provider this site has not configured", async () => {
    const response = await exchange(await googleToken(), "apple-login");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: "provider_not_configured",
      detail: "Sign-in with Apple is not available on this site.",
    });
  });
});

describe("a social sign-up", () => {
  it("links the provider with the account, and the next exchange signs in with tokens and cookies", async () => {
    const token = await googleToken();
    const pending = await pendingFor(token);
    const created = await registerWith(pending);
    expect(created.status).toBe(201);

    const response = await exchange(token);
    expect(response.status).toBe(200);
    const body = socialLoginResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ success: true, data: null });
    const auth = authTokensSchema.parse(body.auth);
    expect([...setCookies(response).keys()]).toEqual(["access_token", "refresh_token"]);
    const me = (await (await getMe(t, auth.access)).json()) as { email: string; name: string };
    expect(me).toMatchObject({ email: pending.email, name: "Sage Ridge" });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, pending.email!));
    expect(await t.db.select().from(userActiveDays).where(eq(userActiveDays.userId, user!.id))).toHaveLength(1);
  });

  it("refuses a provider id without the ticket that proves it", async () => {
    const pending = await pendingFor(await googleToken());
    const response = await registerWith(pending, { social_ticket: undefined });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { google_id: [expect.stringMatching(/expired/)] } });
  });

  it("refuses a ticket for another provider account, and a forged one", async () => {
    const pending = await pendingFor(await googleToken());
    const other = await pendingFor(await googleToken());
    const mismatched = await registerWith(pending, { social_ticket: other.ticket });
    expect(mismatched.status).toBe(400);
    const forged = await registerWith(pending, { social_ticket: `${pending.ticket.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, pending.email!))).toEqual([]);
  });

  it("keeps the provider's e-mail: another one is refused next to the field", async () => {
    const pending = await pendingFor(await googleToken());
    const response = await registerWith(pending, { email: uniqueEmail("other") });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { email: [`Use the e-mail of your Google account (${pending.email}), or sign up without Google.`] },
    });
  });
});

describe("linking an existing account", () => {
  it("says the e-mail has an account, links only with its password, then signs in directly", async () => {
    const { input } = await register(t, { email: uniqueEmail("member") });
    const token = await googleToken({ email: input.email });
    const pending = await pendingFor(token);
    expect(pending.account_exists).toBe(true);

    const wrong = await postJson(t, "/api/v2/users/social-link/", { ticket: pending.ticket, password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { password: ["That password is not right."] } });
    expect(await t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, pending.google_id!))).toEqual([]);

    const linked = await postJson(t, "/api/v2/users/social-link/", { ticket: pending.ticket, password: TEST_PASSWORD });
    expect(linked.status).toBe(200);
    authTokensSchema.parse(await linked.json());
    expect([...setCookies(linked).keys()]).toEqual(["access_token", "refresh_token"]);

    const again = socialLoginResponseSchema.parse(await (await exchange(token)).json());
    expect(again.success).toBe(true);
  });

  it("refuses a disabled account like log-in does", async () => {
    const { input } = await register(t, { email: uniqueEmail("disabled") });
    const token = await googleToken({ email: input.email });
    const pending = await pendingFor(token);
    await postJson(t, "/api/v2/users/social-link/", { ticket: pending.ticket, password: TEST_PASSWORD });
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, input.email));
    const response = await exchange(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "account_disabled" });
  });
});

describe("the web sign-in flow", () => {
  async function start() {
    const response = await t.app.request("/auth/google/start?return_url=/trails/1-slick-rock");
    expect(response.status).toBe(302);
    const authorizationUrl = new URL(response.headers.get("location")!);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("social_sign_in_state="))!;
    return { authorizationUrl, state: authorizationUrl.searchParams.get("state")!, cookie };
  }

  /** The provider's authorize step: it sends the browser back to the callback with a code. */
  async function authorize(authorizationUrl: URL): Promise<URLSearchParams> {
    const response = await fetch(authorizationUrl, { redirect: "manual" });
    return new URL(response.headers.get("location")!).searchParams;
  }

  it("sends the browser to the provider with PKCE, state and nonce, bound to it by a cookie", async () => {
    const { authorizationUrl, state, cookie } = await start();
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${issuer.url}/authorize`);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: "code",
      code_challenge_method: "S256",
      redirect_uri: `${t.config.publicUrl}/auth/google/callback`,
      nonce: anyString,
      code_challenge: anyString,
    });
    expect(cookie).toContain(`social_sign_in_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it("exchanges the code for an ID token the exchange endpoint accepts, once", async () => {
    const email = uniqueEmail("web");
    issuer.signInAs({ sub: "google-web-1", email, email_verified: true, name: "Web Rider" });
    const { authorizationUrl, state } = await start();
    const callback = await authorize(authorizationUrl);

    const { idToken, returnPath } = await t.services.socialSignIn.finishWebFlow("google", callback, state);
    expect(returnPath).toBe("/trails/1-slick-rock");
    const pending = await pendingFor(idToken);
    expect(pending).toMatchObject({ google_id: "google-web-1", email, name: "Web Rider" });

    await expect(t.services.socialSignIn.finishWebFlow("google", callback, state)).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a callback this browser did not start (login CSRF)", async () => {
    const { authorizationUrl } = await start();
    const callback = await authorize(authorizationUrl);
    const other = await start();
    await expect(t.services.socialSignIn.finishWebFlow("google", callback, other.state)).rejects.toMatchObject({
      status: 400,
      detail: FLOW_NOT_RECOGNISED,
    });
  });

  it("turns a provider's form post into the callback page's GET", async () => {
    const response = await t.app.request("/auth/google/callback", {
      method: "POST",
      body: new URLSearchParams({ code: "abc", state: "xyz", user: '{"name":{"firstName":"Sam"}}' }),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://site.test");
    expect(location.pathname).toBe("/auth/google/callback");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: "abc",
      state: "xyz",
      user: '{"name":{"firstName":"Sam"}}',
    });
  });
});

describe("Sign in with Apple", () => {
  const APPLE_CLIENT_ID = "com.example.trailguide.web";
  let apple: TestApp;

  beforeAll(async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    apple = await createTestApp({
      APPLE_CLIENT_ID,
      APPLE_ISSUER: issuer.url,
      APPLE_TEAM_ID: "TEAM000001",
      APPLE_KEY_ID: "KEY0000001",
      APPLE_PRIVATE_KEY: (await exportPKCS8(privateKey)).replaceAll("\n", "\\n"),
    });
  });
  afterAll(() => apple.close());

  it("verifies Apple ID tokens for its own client id, with Apple's string flag for a verified e-mail", async () => {
    const email = uniqueEmail("apple");
    const token = await issuer.idToken({ sub: "apple-000.abc", aud: APPLE_CLIENT_ID, email, email_verified: "true" });
    const response = await postJson(apple, "/api/v2/users/apple-login/", { token });
    expect(socialLoginResponseSchema.parse(await response.json()).data).toMatchObject({
      provider: "apple",
      apple_id: "apple-000.abc",
      email,
      name: null,
    });
  });

  it("asks Apple for a form post with the name, and exchanges the code with a signed client secret", async () => {
    issuer.signInAs({ sub: "apple-web-1", email: uniqueEmail("apple-web"), email_verified: true });
    const started = await apple.app.request("/auth/apple/start");
    const authorizationUrl = new URL(started.headers.get("location")!);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      response_mode: "form_post",
      scope: "openid name email",
    });
    const state = authorizationUrl.searchParams.get("state")!;
    const callback = new URL((await fetch(authorizationUrl, { redirect: "manual" })).headers.get("location")!).searchParams;
    const { idToken } = await apple.services.socialSignIn.finishWebFlow("apple", callback, state);
    const response = await postJson(apple, "/api/v2/users/apple-login/", { token: idToken });
    expect(socialLoginResponseSchema.parse(await response.json()).data).toMatchObject({ apple_id: "apple-web-1" });
  });
});
