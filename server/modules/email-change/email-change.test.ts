import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { emailChangeRequests, emailOutbox } from "../../db/schema";
import { WRONG_PASSWORD_MESSAGE } from "../accounts/account-errors";
import { getMe, postJson, register, TEST_PASSWORD, uniqueEmail } from "../accounts/accounts.test-helpers";
import { EMAIL_CHANGE_ATTEMPTS } from "./email-change.service";

const HOUR = 60 * 60_000;
const INVALID_LINK = {
  code: "invalid_token",
  detail: "This link is invalid, already used or expired. Ask for a new one from your profile.",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trails.example.com" });
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const requestChange = (access: string, body: unknown) => apiRequest(t.app, "POST", "/v2/users/me/email/", body, bearer(access));
const confirm = (token: string) => apiRequest(t.app, "POST", "/v2/users/me/email/confirm/", { token });
const login = (email: string) => postJson(t, "/api/v2/token/", { email, password: TEST_PASSWORD });

async function mailTo(address: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address)).orderBy(desc(emailOutbox.id));
}

/** Asks for `newEmail` and returns the token of the link mailed there. */
async function linkTokenFor(access: string, newEmail: string): Promise<string> {
  expect((await requestChange(access, { new_email: newEmail, current_password: TEST_PASSWORD })).status).toBe(202);
  const [mail] = await mailTo(newEmail);
  const token = mail?.textBody.match(/https:\/\/trails\.example\.com\/users\/me\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no confirmation link in the mail");
  return token;
}

describe("POST /api/v2/users/me/email/", () => {
  it("mails a link to the new address and a notice to the old one, keeping only a hash of the token", async () => {
    const { input, tokens } = await register(t);
    const newEmail = uniqueEmail("moved");
    const response = await requestChange(tokens.access, { new_email: newEmail.toUpperCase(), current_password: TEST_PASSWORD });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ detail: `We sent a link to ${newEmail}. Open it within 24 hours to switch.` });

    const [link] = await mailTo(newEmail);
    expect(link?.subject).toBe("Confirm your new Trailguide e-mail address");
    const token = link?.textBody.match(/confirm-email\?token=([\w-]+)/)?.[1];
    expect(
      await t.db
        .select()
        .from(emailChangeRequests)
        .where(eq(emailChangeRequests.tokenHash, String(token))),
    ).toEqual([]);
    const [notice] = await mailTo(input.email);
    expect(notice?.subject).toBe("Your Trailguide e-mail address is about to change");
    expect(notice?.textBody).toContain(newEmail);
    expect(notice?.textBody).not.toContain("token=");
    // Nothing changes until the link is opened.
    expect((await login(input.email)).status).toBe(200);
  });

  it("refuses a wrong password, a taken address and the current one, next to their fields, and sends nothing", async () => {
    const { input, tokens } = await register(t);
    const other = await register(t);
    const newEmail = uniqueEmail("wanted");
    const wrong = await requestChange(tokens.access, { new_email: newEmail, current_password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { current_password: [WRONG_PASSWORD_MESSAGE] } });

    const taken = await requestChange(tokens.access, {
      new_email: other.input.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ fields: { new_email: ["An account with this e-mail already exists."] } });

    const same = await requestChange(tokens.access, { new_email: input.email, current_password: TEST_PASSWORD });
    expect(await same.json()).toMatchObject({ fields: { new_email: ["This is already your e-mail address."] } });
    const invalid = await requestChange(tokens.access, { new_email: "not an address", current_password: TEST_PASSWORD });
    expect(await invalid.json()).toMatchObject({ fields: { new_email: ["Enter a valid e-mail address."] } });
    expect(await mailTo(newEmail)).toEqual([]);
  });

  it(`allows ${EMAIL_CHANGE_ATTEMPTS.limit} requests an hour per account, and none signed out`, async () => {
    const { tokens } = await register(t);
    for (let attempt = 0; attempt < EMAIL_CHANGE_ATTEMPTS.limit; attempt++) {
      expect((await requestChange(tokens.access, { new_email: uniqueEmail(), current_password: TEST_PASSWORD })).status).toBe(
        202,
      );
    }
    expect((await requestChange(tokens.access, { new_email: uniqueEmail(), current_password: TEST_PASSWORD })).status).toBe(429);
    const signedOut = await apiRequest(t.app, "POST", "/v2/users/me/email/", { new_email: uniqueEmail(), current_password: "x" });
    expect(signedOut.status).toBe(401);
  });
});

describe("POST /api/v2/users/me/email/confirm/", () => {
  it("switches the address when the link is opened, signed out: logging in works with the new address only", async () => {
    const { input, tokens } = await register(t);
    const newEmail = uniqueEmail("switched");
    const token = await linkTokenFor(tokens.access, newEmail);
    const response = await confirm(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: newEmail, detail: `Your e-mail address is now ${newEmail}.` });

    expect((await login(input.email)).status).toBe(401);
    const fresh = await login(newEmail);
    expect(fresh.status).toBe(200);
    const me = (await (await getMe(t, ((await fresh.json()) as { access: string }).access)).json()) as { email: string };
    expect(me.email).toBe(newEmail);
    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_LINK);
  });

  it("refuses a link after 24 hours, one a newer request replaced, and an unknown one", async () => {
    const { input, tokens } = await register(t);
    const expired = await linkTokenFor(tokens.access, uniqueEmail("late"));
    t.clock.advance(24 * HOUR + 1000);
    expect(await (await confirm(expired)).json()).toEqual(INVALID_LINK);

    const { access } = (await (await login(input.email)).json()) as { access: string };
    const older = await linkTokenFor(access, uniqueEmail("first"));
    const newer = await linkTokenFor(access, uniqueEmail("second"));
    expect((await confirm(older)).status).toBe(400);
    expect((await confirm("no-such-token")).status).toBe(400);
    expect((await login(input.email)).status).toBe(200);
    expect((await confirm(newer)).status).toBe(200);
  });

  it("keeps the old address when another account took the new one meanwhile", async () => {
    const { input, tokens } = await register(t);
    const contested = uniqueEmail("contested");
    const token = await linkTokenFor(tokens.access, contested);
    await register(t, { email: contested });
    const response = await confirm(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      detail: "This address now belongs to another account, so your e-mail address was not changed.",
    });
    expect((await login(input.email)).status).toBe(200);
  });
});
