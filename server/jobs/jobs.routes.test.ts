// Running a scheduled job on demand over HTTP (ADR 0070): only with OPERATIONS_TOKEN configured and
// sent as the bearer token; the run is the job's own, so a gift due today is e-mailed at once rather
// than at the billing job's next minute.
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../tests/factories/guides";
import { insertPaidGiftCard } from "../../tests/factories/gift-cards";
import { readableMail, startSmtpSink, type SmtpSink } from "../../tests/setup/smtp-sink";
import { createSiblingApp, createTestApp, type TestApp } from "../../tests/setup/test-app";
import { createApp } from "../http/app";

const TOKEN = "operations-token-for-the-api-tests-0123456789";

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, OPERATIONS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

function runJob(app: Pick<TestApp, "app">, name: string, token?: string) {
  return app.app.request(`/api/v2/operations/jobs/${name}/run/`, {
    method: "POST",
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

async function giftDueToday(): Promise<string> {
  const buyer = await insertUser(t.db, { name: "Gail Giver" });
  return (await insertPaidGiftCard(t.db, buyer.id, t.clock.now())).card.recipientEmail;
}

describe("POST /api/v2/operations/jobs/{name}/run/", () => {
  it("is not there when OPERATIONS_TOKEN is unset, whatever token is sent", async () => {
    const unconfigured = createSiblingApp(t, { ...t.config, operationsToken: undefined });
    expect((await runJob(unconfigured, "billing", TOKEN)).status).toBe(404);
    expect((await runJob(unconfigured, "billing")).status).toBe(404);
  });

  it("is not there on an app that has no job runner, even with a token configured", async () => {
    const app = createApp({ config: t.config, services: t.services, logger: pino({ level: "silent" }) });
    expect((await runJob({ app }, "billing", TOKEN)).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401 and runs nothing", async () => {
    const recipient = await giftDueToday();
    for (const token of [undefined, "", "wrong", `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const response = await runJob(t, "billing", token);
      expect({ token, status: response.status }).toEqual({ token, status: 401 });
    }
    expect((await runJob(t, "email-delivery", TOKEN)).status).toBe(200);
    expect(sink.to(recipient)).toHaveLength(0);
  });

  it("answers 404 for a job nobody scheduled, and only to the token's holder", async () => {
    const response = await runJob(t, "send-everyone-a-gift", TOKEN);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: "No scheduled job is named send-everyone-a-gift." });
    expect((await runJob(t, "send-everyone-a-gift", "wrong")).status).toBe(401);
  });

  it("runs billing now: a gift due today is e-mailed once e-mail delivery runs, without waiting for the next minute", async () => {
    const recipient = await giftDueToday();

    const billing = await runJob(t, "billing", TOKEN);
    expect(billing.status).toBe(200);
    expect(await billing.json()).toMatchObject({ job: "billing", outcome: "succeeded", error: null });
    const delivery = await runJob(t, "email-delivery", TOKEN);
    expect(await delivery.json()).toMatchObject({ job: "email-delivery", outcome: "succeeded" });

    const mail = sink.to(recipient);
    expect(mail).toHaveLength(1);
    expect(readableMail(mail[0]!.raw)).toContain("/redeem-gift-card?code=");
  });

  it("runs billing again at once, however recently it ran", async () => {
    expect((await runJob(t, "billing", TOKEN)).status).toBe(200);
    const recipient = await giftDueToday();
    expect((await runJob(t, "billing", TOKEN)).status).toBe(200);
    expect((await runJob(t, "email-delivery", TOKEN)).status).toBe(200);
    expect(sink.to(recipient)).toHaveLength(1);
  });
});
