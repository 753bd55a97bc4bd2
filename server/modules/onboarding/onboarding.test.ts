import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onboardingSchema, type Onboarding } from "../../../shared/contracts/onboarding.contract";
import { guideHref } from "../../../shared/domain/guide-href";
import { LAST_ONBOARDING_STEP } from "../../../shared/domain/onboarding";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { getMe, register } from "../accounts/accounts.test-helpers";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = "/v2/users/me/onboarding/";

const request = (method: string, reader?: Reader, body?: unknown) => apiRequest(t.app, method, PATH, body, reader?.headers ?? {});

async function tourOf(reader: Reader): Promise<Onboarding> {
  const response = await request("GET", reader);
  expect(response.status).toBe(200);
  return onboardingSchema.parse(await response.json());
}

async function change(reader: Reader, body: unknown): Promise<Onboarding> {
  const response = await request("PATCH", reader, body);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return onboardingSchema.parse(await response.json());
}

describe("the new-member tour", () => {
  it("waits for a new account, pointing at the top-rated trail's page", async () => {
    const member = await insertReader(t.db, t.services);
    const {
      results: [topTrail],
    } = await t.services.places.listTrailCards({}, "rating", { page: 1, pageSize: 1 });
    expect(topTrail).toBeDefined();
    expect(await tourOf(member)).toEqual({ state: "not_started", step: 0, trail_href: guideHref("trails", topTrail!) });
  });

  it("goes from begin through its steps to finished, and the next token says so", async () => {
    const { tokens } = await register(t);
    const member = { headers: { authorization: `Bearer ${tokens.access}` } } as Reader;
    expect(await (await getMe(t, tokens.access)).json()).toMatchObject({ onboarding_state: "not_started" });

    expect(await change(member, { action: "begin" })).toMatchObject({ state: "in_progress", step: 0 });
    for (let step = 1; step <= LAST_ONBOARDING_STEP; step++) {
      expect(await change(member, { action: "go_to_step", step })).toMatchObject({ state: "in_progress", step });
    }
    expect(await change(member, { action: "finish" })).toMatchObject({ state: "finished" });
    expect(await (await getMe(t, tokens.access)).json()).toMatchObject({ onboarding_state: "finished" });
  });

  it("is skipped where it stands and resumed from that step, on any device", async () => {
    const member = await insertReader(t.db, t.services);
    await change(member, { action: "begin" });
    await change(member, { action: "go_to_step", step: 2 });
    expect(await change(member, { action: "skip" })).toMatchObject({ state: "skipped", step: 2 });

    // Another login of the same member (another device) finds it where it stopped.
    const { access } = await t.services.tokens.issue(member.id);
    const elsewhere = { ...member, headers: { authorization: `Bearer ${access}` } };
    expect(await tourOf(elsewhere)).toMatchObject({ state: "skipped", step: 2 });
    expect(await change(elsewhere, { action: "resume" })).toMatchObject({ state: "in_progress", step: 2 });
  });

  it("lets a new member dismiss the invitation without beginning", async () => {
    const member = await insertReader(t.db, t.services);
    expect(await change(member, { action: "skip" })).toMatchObject({ state: "skipped", step: 0 });
    const { access } = await t.services.tokens.issue(member.id);
    expect(await (await getMe(t, access)).json()).toMatchObject({ onboarding_state: "skipped" });
  });

  it("refuses a change the tour's state does not allow, and keeps the state", async () => {
    const member = await insertReader(t.db, t.services);
    const refusals: [unknown, string][] = [
      [{ action: "resume" }, "Only a skipped tour can be resumed."],
      [{ action: "go_to_step", step: 1 }, "The tour is not under way."],
      [{ action: "finish" }, "The tour finishes from its last step."],
    ];
    for (const [body, detail] of refusals) {
      const response = await request("PATCH", member, body);
      expect(response.status, JSON.stringify(body)).toBe(409);
      expect(await response.json()).toEqual({ detail, code: "onboarding_state" });
    }
    await change(member, { action: "begin" });
    expect((await request("PATCH", member, { action: "begin" })).status).toBe(409);
    expect((await request("PATCH", member, { action: "finish" })).status).toBe(409);
    expect(await tourOf(member)).toMatchObject({ state: "in_progress", step: 0 });
  });

  it("says what is wrong with a change next to its field", async () => {
    const member = await insertReader(t.db, t.services);
    await change(member, { action: "begin" });
    const badStep = await request("PATCH", member, { action: "go_to_step", step: LAST_ONBOARDING_STEP + 1 });
    expect(badStep.status).toBe(400);
    expect(await badStep.json()).toMatchObject({ fields: { step: [`Choose a step from 0 to ${LAST_ONBOARDING_STEP}.`] } });
    const badAction = await request("PATCH", member, { action: "fly" });
    expect(badAction.status).toBe(400);
    expect(await badAction.json()).toMatchObject({ fields: { action: ["Choose begin, go_to_step, skip, resume or finish."] } });
  });

  it("belongs to one account and answers 401 signed out", async () => {
    const [member, other] = await Promise.all([insertReader(t.db, t.services), insertReader(t.db, t.services)]);
    await change(member, { action: "begin" });
    expect(await tourOf(other)).toMatchObject({ state: "not_started" });
    expect((await request("GET")).status).toBe(401);
    expect((await request("PATCH", undefined, { action: "begin" })).status).toBe(401);
  });
});
