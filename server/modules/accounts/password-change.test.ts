import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { getMe, postJson, refresh, register, TEST_PASSWORD } from "./accounts.test-helpers";
import { WRONG_PASSWORD_MESSAGE } from "./account-errors";
import { COMMON_PASSWORD_MESSAGE } from "./passwords";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "switchback-shelf-road-77";

const changePassword = (access: string, body: unknown) =>
  postJson(t, "/api/v2/users/me/password/", body, { authorization: `Bearer ${access}` });
const login = (email: string, password: string) => postJson(t, "/api/v2/token/", { email, password });

describe("POST /api/v2/users/me/password/", () => {
  it("refuses a wrong current password and a common new one, next to their fields, and changes nothing", async () => {
    const { input, tokens } = await register(t);
    const wrong = await changePassword(tokens.access, { current_password: "not-it-at-all", new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { current_password: [WRONG_PASSWORD_MESSAGE] } });
    const common = await changePassword(tokens.access, { current_password: TEST_PASSWORD, new_password: "password123" });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ fields: { new_password: [COMMON_PASSWORD_MESSAGE] } });
    expect((await login(input.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("changes the password, ends every other login and keeps this one signed in with fresh tokens", async () => {
    const { input, tokens } = await register(t);
    const otherDevice = (await (await login(input.email, TEST_PASSWORD)).json()) as AuthTokens;

    const changed = await changePassword(tokens.access, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    const fresh = (await changed.json()) as AuthTokens;
    expect(changed.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);

    expect((await getMe(t, fresh.access)).status).toBe(200);
    expect((await getMe(t, otherDevice.access)).status).toBe(401);
    expect((await refresh(t, otherDevice.refresh)).status).toBe(401);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    expect((await login(input.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(input.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers 401 to a visitor", async () => {
    expect((await postJson(t, "/api/v2/users/me/password/", { current_password: "x", new_password: NEW_PASSWORD })).status).toBe(
      401,
    );
  });
});
