import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, passwordResetTokens, users } from "../../db/schema";
import { COMMON_PASSWORD_MESSAGE } from "./passwords";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { getMe, postJson, refresh, register, TEST_PASSWORD, uniqueEmail, uniqueIp } from "./accounts.test-helpers";

const MINUTE = 60_000;
const REQUESTED = { detail: "If an account exists for that e-mail, a reset link is on its way." };
const INVALID_LINK = { detail: "This reset link is invalid or has expired.", code: "invalid_token" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trails.example.com" });
});
afterAll(() => t.close());

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  postJson(t, "/api/v2/users/password-reset/", { email }, headers);
const confirmReset = (token: string, password: string) =>
  postJson(t, "/api/v2/users/password-reset/confirm/", { token, password });
const login = (email: string, password: string) => postJson(t, "/api/v2/token/", { email, password });

async function outboxFor(email: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(desc(emailOutbox.id));
}

/** Requests a reset and returns the token from the link in the mail. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(202);
  const [mail] = await outboxFor(email);
  const token = mail?.textBody.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset link in the outbox");
  return token;
}

describe("POST /api/v2/users/password-reset/", () => {
  it("mails a link to the public site and keeps only a hash of its token", async () => {
    const { input } = await register(t);
    const response = await requestReset(input.email.toUpperCase());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(REQUESTED);

    const [mail] = await outboxFor(input.email);
    expect(mail?.subject).toBe("Reset your Trailguide password");
    const token = mail?.textBody.match(/https:\/\/trails\.example\.com\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, String(token)));
    expect(stored).toEqual([]);
  });

  it("mails a French account in French, with the link to the French reset page, and the link works", async () => {
    const { input } = await register(t);
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.email, input.email));
    // Asked for by a visitor: the account's language decides.
    expect((await requestReset(input.email)).status).toBe(202);

    const [mail] = await outboxFor(input.email);
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe Trailguide");
    expect(mail?.textBody).toContain("Bonjour Casey Crawler,");
    expect(mail?.textBody).toContain("ouvrez ce lien dans l'heure qui suit");
    const token = mail?.textBody.match(/https:\/\/trails\.example\.com\/fr\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expect((await confirmReset(String(token), "a-french-new-password")).status).toBe(200);
    expect((await login(input.email, "a-french-new-password")).status).toBe(200);
  });

  it("mails an account with no language chosen in English, with the unprefixed link", async () => {
    const { input } = await register(t);
    expect((await requestReset(input.email)).status).toBe(202);
    const [mail] = await outboxFor(input.email);
    expect(mail?.subject).toBe("Reset your Trailguide password");
    expect(mail?.textBody).toMatch(/^Hi Casey Crawler,\n\nSomeone asked to reset the password of your Trailguide account\./);
    expect(mail?.textBody).toMatch(/\nhttps:\/\/trails\.example\.com\/reset-password\?token=[\w-]+\n/);
  });

  it("gives the same answer for an unknown e-mail and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await requestReset(email);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(REQUESTED);
    expect(await outboxFor(email)).toEqual([]);
  });

  it("allows five requests an hour per e-mail from one address, then 429 there until the window passes", async () => {
    const { input } = await register(t);
    const attacker = { "x-forwarded-for": uniqueIp() };
    for (let attempt = 0; attempt < 5; attempt++) expect((await requestReset(input.email, attacker)).status).toBe(202);
    expect((await requestReset(input.email, attacker)).status).toBe(429);
    expect(await outboxFor(input.email)).toHaveLength(5);
    // The owner of the account, elsewhere, is not locked out by someone else's requests.
    expect((await requestReset(input.email, { "x-forwarded-for": uniqueIp() })).status).toBe(202);

    t.clock.advance(60 * MINUTE);
    expect((await requestReset(input.email, attacker)).status).toBe(202);
  });

  it("refuses a new password from the list of common passwords", async () => {
    const { input } = await register(t);
    const response = await confirmReset(await resetTokenFor(input.email), "Password123");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { password: [COMMON_PASSWORD_MESSAGE] } });
    const registered = await postJson(t, "/api/v2/users/register/", { email: uniqueEmail(), password: "iloveyou2", name: "Sam" });
    expect(registered.status).toBe(400);
  });
});

describe("POST /api/v2/users/password-reset/confirm/", () => {
  it("changes the password once, and ends every session the user had", async () => {
    const { input, tokens } = await register(t);
    const token = await resetTokenFor(input.email);

    const response = await confirmReset(token, "a-brand-new-password");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: "Your password has been changed. You can log in now." });

    expect((await login(input.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(input.email, "a-brand-new-password")).status).toBe(200);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    // An access token taken before the reset fails on the next private read and write.
    expect((await getMe(t, tokens.access)).status).toBe(401);
    const write = await postJson(
      t,
      "/api/v2/user-content/tracks/",
      { name: "Old session" },
      { authorization: `Bearer ${tokens.access}` },
    );
    expect(write.status).toBe(401);

    const reused = await confirmReset(token, "yet-another-password");
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual(INVALID_LINK);
    expect((await login(input.email, "a-brand-new-password")).status).toBe(200);
  });

  it("retires the user's other outstanding links once one is used", async () => {
    const { input } = await register(t);
    const first = await resetTokenFor(input.email);
    const second = await resetTokenFor(input.email);
    expect((await confirmReset(second, "a-brand-new-password")).status).toBe(200);
    expect((await confirmReset(first, "another-new-password")).status).toBe(400);
  });

  it("refuses a link older than one hour", async () => {
    const { input } = await register(t);
    const token = await resetTokenFor(input.email);
    t.clock.advance(61 * MINUTE);
    const response = await confirmReset(token, "a-brand-new-password");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_LINK);
    expect((await login(input.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses an unknown token and a short password", async () => {
    expect(await (await confirmReset("made-up-token", "a-brand-new-password")).json()).toEqual(INVALID_LINK);
    const short = await confirmReset("made-up-token", "short");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "invalid", fields: { password: ["Use at least 8 characters."] } });
  });
});
