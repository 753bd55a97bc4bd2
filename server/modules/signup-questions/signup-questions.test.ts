import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPageSchema } from "../../../shared/contracts/audit-log.contract";
import {
  signupQuestionsAdminSchema,
  signupQuestionsSchema,
  type SignupQuestionAdmin,
} from "../../../shared/contracts/signup-question-admin.contract";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";

let t: TestApp;
let superUser: Awaited<ReturnType<typeof insertReader>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  superUser = await insertReader(t.db, t.services, { role: "SUPER" });
  admin = (await insertReader(t.db, t.services, { role: "ADMIN" })).headers;
});
afterAll(() => t.close());

const request = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  apiRequest(t.app, method, `/v2${path}`, body, headers);

async function staffQuestions(): Promise<SignupQuestionAdmin[]> {
  const response = await request("GET", "/admin/signup-questions/", superUser.headers);
  return signupQuestionsAdminSchema.parse(await response.json()).questions;
}

async function formQuestions() {
  return signupQuestionsSchema.parse(await (await request("GET", "/signup-questions/", {})).json()).questions;
}

const questionOf = async (key: string) => (await staffQuestions()).find((question) => question.key === key)!;

async function auditOf(entityType: string, entityId: number) {
  const response = await request("GET", `/admin/audit-log/?entity_type=${entityType}&entity_id=${entityId}`, superUser.headers);
  return auditLogPageSchema.parse(await response.json()).results;
}

const register = (answers: Record<string, unknown>) =>
  request(
    "POST",
    "/users/register/",
    {},
    {
      email: `asked-${randomUUID().slice(0, 8)}@example.test`,
      password: "long-enough",
      name: "Sam",
      ...answers,
    },
  );

describe("the sign-up questions", () => {
  it("are asked in order with the spec's options until staff change them", async () => {
    const questions = await formQuestions();
    expect(questions.map((question) => question.key)).toEqual(["state_name", "vehicle_make", "year_started", "drive_style"]);
    expect(questions.find((question) => question.key === "drive_style")?.options.map((option) => option.value)).toEqual([
      "Overlanding",
      "Rock Crawling",
      "Mudding",
      "Dirt Roads/Backroads",
      "Other",
    ]);
  });

  it("are edited by SUPER only: 401 signed out, 403 for an ADMIN", async () => {
    expect((await request("GET", "/admin/signup-questions/", {})).status).toBe(401);
    expect((await request("GET", "/admin/signup-questions/", admin)).status).toBe(403);
    expect((await request("PATCH", "/admin/signup-questions/1/", admin, { label: "x" })).status).toBe(403);
    expect((await request("POST", "/admin/signup-questions/1/options/", admin, { label: "x" })).status).toBe(403);
    expect((await request("PATCH", "/admin/signup-question-options/1/", admin, { active: false })).status).toBe(403);
  });

  it("adds an option that the form asks and the sign-up accepts, logged with who added it", async () => {
    const driveStyle = await questionOf("drive_style");
    const response = await request("POST", `/admin/signup-questions/${driveStyle.id}/options/`, superUser.headers, {
      label: "  Desert Running ",
    });
    expect(response.status).toBe(201);
    const added = (await questionOf("drive_style")).options.at(-1)!;
    expect(added).toMatchObject({ value: "Desert Running", label: "Desert Running", active: true });
    expect((await formQuestions()).find((question) => question.key === "drive_style")?.options.at(-1)).toEqual({
      value: "Desert Running",
      label: "Desert Running",
    });
    expect((await register({ drive_style: "Desert Running" })).status).toBe(201);
    const [entry] = await auditOf("signup_question_option", added.id);
    expect(entry).toMatchObject({ action: "added", actor: { uuid: superUser.uuid }, after: { label: "Desert Running" } });
  });

  it("says what is wrong next to the field: an empty label, an option twice, options of the states list", async () => {
    const make = await questionOf("vehicle_make");
    const empty = await request("PATCH", `/admin/signup-questions/${make.id}/`, superUser.headers, { label: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fields: { label: ["Enter the question."] } });
    const twice = await request("POST", `/admin/signup-questions/${make.id}/options/`, superUser.headers, { label: "Jeep" });
    expect(await twice.json()).toMatchObject({ fields: { label: ["This question already has that option."] } });
    const state = await questionOf("state_name");
    const fromStates = await request("POST", `/admin/signup-questions/${state.id}/options/`, superUser.headers, {
      label: "Atlantis",
    });
    expect(fromStates.status).toBe(400);
  });

  it("renames, hides and reorders; a hidden added option is no longer accepted", async () => {
    const make = await questionOf("vehicle_make");
    await request("POST", `/admin/signup-questions/${make.id}/options/`, superUser.headers, { label: "Rivian" });
    const rivian = (await questionOf("vehicle_make")).options.find((option) => option.value === "Rivian")!;
    expect((await register({ vehicle_make: "Rivian" })).status).toBe(201);
    await request("PATCH", `/admin/signup-question-options/${rivian.id}/`, superUser.headers, { active: false });
    expect((await formQuestions()).find((question) => question.key === "vehicle_make")?.options).not.toContainEqual(
      expect.objectContaining({ value: "Rivian" }),
    );
    const refused = await register({ vehicle_make: "Rivian" });
    expect(await refused.json()).toMatchObject({ fields: { vehicle_make: ["Choose a make from the list."] } });

    await request("PATCH", `/admin/signup-questions/${make.id}/`, superUser.headers, { label: "What do you drive?" });
    await request("POST", `/admin/signup-questions/${make.id}/move/`, superUser.headers, { direction: "up" });
    const questions = await formQuestions();
    expect(questions[0]).toMatchObject({ key: "vehicle_make", label: "What do you drive?" });
    const [moved, renamed] = await auditOf("signup_question", make.id);
    expect(moved).toMatchObject({ action: "moved", before: { position: 1 }, after: { position: 0 } });
    expect(renamed).toMatchObject({
      action: "updated",
      before: { label: "Vehicle make" },
      after: { label: "What do you drive?" },
    });
    const top = await request("POST", `/admin/signup-questions/${make.id}/move/`, superUser.headers, { direction: "up" });
    expect(await top.json()).toMatchObject({ fields: { direction: ["This question is already the first."] } });
  });
});
