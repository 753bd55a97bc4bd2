import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETED_USER_NAME } from "../../../shared/contracts/account-deletion.contract";
import { insertBadgeSubmission } from "../../../tests/factories/badge-of-honor";
import { insertReview, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { jpegFile } from "../../../tests/factories/photos";
import { apiRequest, apiUpload } from "../../../tests/support/api-request";
import {
  badgeSubmissions,
  emailChangeRequests,
  emailOutbox,
  lists,
  photos,
  reviews,
  subscriptions,
  trails,
  users,
  userVehicles,
} from "../../db/schema";
import { getMe, postJson, refresh, register, TEST_PASSWORD, uniqueEmail } from "../accounts/accounts.test-helpers";
import { WRONG_PASSWORD_MESSAGE } from "../accounts/account-errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new account with a list, a rig, a review of a trail and a verified Badge of Honor; its tokens and ids. */
async function driverWithContent() {
  const { input, tokens } = await register(t);
  const headers = { authorization: `Bearer ${tokens.access}` };
  const me = (await (await getMe(t, tokens.access)).json()) as { id: number; uuid: string };
  const trail = await insertTrail(t.db);
  await insertReview(t.db, { trailId: trail.id }, me.id, { rating: 1 });
  const badgeTrail = await insertTrail(t.db, { isBoh: true });
  const badge = await insertBadgeSubmission(t.db, { userId: me.id, trailId: badgeTrail.id, status: "verified" });
  expect((await apiRequest(t.app, "POST", "/v2/lists/", { name: "Weekend" }, headers)).status).toBe(201);
  expect((await apiRequest(t.app, "POST", "/v2/users/me/vehicles/", { make: "Jeep", model: "Gladiator" }, headers)).status).toBe(
    201,
  );
  return { input, tokens, headers, me, trail, badge };
}

const deleteAccount = (headers: Record<string, string>, body: unknown) =>
  apiRequest(t.app, "POST", "/v2/users/me/delete/", body, headers);

describe("POST /api/v2/users/me/delete/", () => {
  it("refuses a wrong password next to the field and deletes nothing", async () => {
    const { headers, me } = await driverWithContent();
    const response = await deleteAccount(headers, { password: "not-my-password", reviews: "keep" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { password: [WRONG_PASSWORD_MESSAGE] } });
    expect(await t.db.select().from(lists).where(eq(lists.ownerId, me.id))).toHaveLength(1);
    expect((await apiRequest(t.app, "GET", "/v2/users/me/", undefined, headers)).status).toBe(200);
  });

  it("deletes the personal data, keeps the reviews as Deleted user, ends every session and frees the address", async () => {
    const { input, tokens, headers, me, badge } = await driverWithContent();
    const response = await deleteAccount(headers, { password: TEST_PASSWORD, reviews: "keep" });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().every((cookie) => /Max-Age=0/i.test(cookie))).toBe(true);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: DELETED_USER_NAME, passwordHash: null, stateName: null });
    expect(row!.email).not.toBe(input.email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.db.select().from(lists).where(eq(lists.ownerId, me.id))).toEqual([]);
    expect(await t.db.select().from(userVehicles).where(eq(userVehicles.userId, me.id))).toEqual([]);
    expect(await t.db.select().from(badgeSubmissions).where(eq(badgeSubmissions.userId, me.id))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.badgeSubmissionId, badge.id))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, me.id))).toHaveLength(1);

    expect((await apiRequest(t.app, "GET", "/v2/users/me/", undefined, headers)).status).toBe(401);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    expect((await postJson(t, "/api/v2/token/", { email: input.email, password: input.password })).status).toBe(401);
    expect((await apiRequest(t.app, "GET", `/v2/users/${me.uuid}/profile/`)).status).toBe(404);

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, input.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.subject).toBe("Your Trailguide account is deleted");
    expect(mail?.textBody).toContain('Your reviews stay on their guides under the name "Deleted user".');

    const again = await register(t, { email: input.email });
    expect(again.response.status).toBe(201);
  });

  it("drops a pending e-mail change, so its link no longer works, and the avatar and rig photos", async () => {
    const { headers, me } = await driverWithContent();
    const photo = await jpegFile({ width: 120, height: 120, color: "#336699" });
    const avatar = await apiUpload(
      t.app,
      "PUT",
      "/v2/users/me/photo/",
      { photo, crop_x: "0", crop_y: "0", crop_size: "120" },
      headers,
    );
    expect(avatar.status).toBe(200);
    const [rig] = await t.db.select().from(userVehicles).where(eq(userVehicles.userId, me.id));
    expect((await apiUpload(t.app, "PUT", `/v2/users/me/vehicles/${rig!.id}/photo/`, { photo }, headers)).status).toBe(200);
    const newEmail = uniqueEmail("after");
    const change = { new_email: newEmail, current_password: TEST_PASSWORD };
    expect((await apiRequest(t.app, "POST", "/v2/users/me/email/", change, headers)).status).toBe(202);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, newEmail));
    const token = mail!.textBody.match(/confirm-email\?token=([\w-]+)/)![1]!;

    expect((await deleteAccount(headers, { password: TEST_PASSWORD, reviews: "keep" })).status).toBe(204);
    expect(await t.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, me.id))).toEqual([]);
    expect((await apiRequest(t.app, "POST", "/v2/users/me/email/confirm/", { token })).status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.photoFileName).toBeNull();
    expect(await t.db.select().from(userVehicles).where(eq(userVehicles.userId, me.id))).toEqual([]);
  });

  it("deletes the reviews when asked, and the guide's rating no longer counts them", async () => {
    const { headers, me, trail } = await driverWithContent();
    await t.db.update(trails).set({ reviewCount: 1, reviewAverage: 1 }).where(eq(trails.id, trail.id));
    expect((await deleteAccount(headers, { password: TEST_PASSWORD, reviews: "delete" })).status).toBe(204);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, me.id))).toEqual([]);
    const [reviewed] = await t.db.select().from(trails).where(eq(trails.id, trail.id));
    expect(reviewed).toMatchObject({ reviewCount: 0, reviewAverage: 0 });
  });

  it("stops a member's renewal at the end of the paid period", async () => {
    const { tokens, headers, me } = await driverWithContent();
    const started = await postJson(t, "/api/v2/billing/checkout/", { plan: "all-access-yearly" }, headers);
    expect(started.status).toBe(201);
    const session = ((await started.json()) as { url: string }).url.split("/").pop()!;
    const card = { card_number: "4242424242424242", exp_month: 12, exp_year: 2099, cvc: "123", name: "Casey Crawler" };
    expect((await postJson(t, `/api/v2/sandbox/sessions/${session}/pay/`, card)).status).toBeLessThan(300);
    const [live] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(live).toMatchObject({ cancelAtPeriodEnd: false });

    expect(
      (await deleteAccount({ authorization: `Bearer ${tokens.access}` }, { password: TEST_PASSWORD, reviews: "keep" })).status,
    ).toBe(204);
    const [stopped] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(stopped).toMatchObject({ cancelAtPeriodEnd: true });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Your Trailguide account is deleted"))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.textBody).toContain("Your All-Access membership will not renew");
  });

  it("answers 401 to a visitor", async () => {
    expect((await deleteAccount({}, { password: TEST_PASSWORD, reviews: "keep" })).status).toBe(401);
  });
});
