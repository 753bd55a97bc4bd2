import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { emailOutbox } from "../../db/schema";
import { startSmtpSink, type SmtpSink } from "../../../tests/setup/smtp-sink";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createEmailAdapter } from "./email.adapter";

describe("email adapter", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Trailguide <mail@trails.example.com>" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("sends through SMTP from MAIL_FROM when SMTP_URL is set, and keeps nothing in the outbox", async () => {
    const email = createEmailAdapter({ ...t, logger: pino({ level: "silent" }) });
    await email.send({ to: "rider@example.test", subject: "Hello from the trail", text: "Open https://trails.example.com/x" });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe("mail@trails.example.com");
    expect(mail?.to).toEqual(["rider@example.test"]);
    expect(mail?.raw).toContain("Subject: Hello from the trail");
    expect(mail?.raw).toContain("Open https://trails.example.com/x");
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "rider@example.test"))).toEqual([]);
  });

  it("carries the password reset link when the account service sends through SMTP", async () => {
    const address = "smtp-reset@example.test";
    const headers = { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" };
    const registered = await t.app.request("/api/v2/users/register/", {
      method: "POST",
      headers,
      body: JSON.stringify({ email: address, password: "correct-horse-battery", name: "Sam" }),
    });
    expect(registered.status).toBe(201);
    const requested = await t.app.request("/api/v2/users/password-reset/", {
      method: "POST",
      headers,
      body: JSON.stringify({ email: address }),
    });
    expect(requested.status).toBe(202);

    const mail = smtp.received.find((candidate) => candidate.to.includes(address));
    // Quoted-printable may fold long lines with "=\r\n"; unfold before looking for the link.
    expect(mail?.raw.replaceAll("=\r\n", "")).toMatch(new RegExp(`${t.config.publicUrl}/reset-password\\?token=[\\w-]{43}`));
  });

  it("without SMTP_URL keeps the message in the outbox and logs its text", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const email = createEmailAdapter({ ...t, config: loadConfig({ LOG_LEVEL: "silent" }), logger });
    await email.send({
      to: "outbox@example.test",
      subject: "Kept",
      text: "Link: https://trails.example.com/y",
      html: "<p>Link</p>",
    });

    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "outbox@example.test"));
    expect(rows).toMatchObject([{ subject: "Kept", textBody: "Link: https://trails.example.com/y", htmlBody: "<p>Link</p>" }]);
    expect(lines.join("")).toContain("https://trails.example.com/y");
    expect(smtp.received.some((mail) => mail.to.includes("outbox@example.test"))).toBe(false);
  });
});
