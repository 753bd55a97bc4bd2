// The outbox: mail queued in a transaction leaves once over SMTP, retries while the server is down,
// and never writes a body (reset links, gift codes) to the logs.
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { emailOutbox } from "../../db/schema";
import { startSmtpSink, type SmtpSink } from "../../../tests/setup/smtp-sink";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { postJson, register, uniqueEmail } from "../../modules/accounts/accounts.test-helpers";
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

  const silent = pino({ level: "silent" });

  it("sends queued mail through SMTP from MAIL_FROM, once, when the e-mail job runs", async () => {
    const email = createEmailAdapter({ ...t, logger: silent });
    const to = uniqueEmail();
    await t.db.transaction((tx) =>
      email.enqueue(tx, { to, subject: "Hello from the trail", text: "Open https://trails.example.com/x" }),
    );
    expect(smtp.to(to)).toHaveLength(0);

    await email.deliverQueued();
    await email.deliverQueued();
    expect(smtp.to(to)).toHaveLength(1);
    const [mail] = smtp.to(to);
    expect(mail?.from).toBe("mail@trails.example.com");
    expect(mail?.raw).toContain("Subject: Hello from the trail");
    expect(mail?.raw).toContain("Open https://trails.example.com/x");
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to))).toMatchObject([{ status: "sent" }]);
  });

  it("queues one message per event key, and none when the change it tells about rolls back", async () => {
    const email = createEmailAdapter({ ...t, logger: silent });
    const to = uniqueEmail();
    const message = { to, subject: "Your gift", text: "Code inside" };
    await t.db.transaction((tx) => email.enqueue(tx, message, `test-event:${to}`));
    await t.db.transaction((tx) => email.enqueue(tx, message, `test-event:${to}`));
    await t.db
      .transaction(async (tx) => {
        await email.enqueue(tx, { ...message, subject: "Rolled back" });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await email.deliverQueued();
    expect(smtp.to(to).map((mail) => mail.raw.includes("Subject: Your gift"))).toEqual([true]);
  });

  it("retries later while the mail server is down, logging the recipient and subject only", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const down = createEmailAdapter({ ...t, config: { ...t.config, smtpUrl: "smtp://127.0.0.1:1" }, logger });
    const to = uniqueEmail();
    await t.db.transaction((tx) => down.enqueue(tx, { to, subject: "Reset", text: "https://trails.example.com/secret-link" }));
    expect(await down.deliverQueued()).toBe(0);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(lines.join("")).toContain(to);
    expect(lines.join("")).not.toContain("secret-link");
  });

  it("carries the password reset link, which no log line shows", async () => {
    const lines: string[] = [];
    const { input } = await register(t);
    const requested = await postJson(t, "/api/v2/users/password-reset/", { email: input.email });
    expect(requested.status).toBe(202);
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    await createEmailAdapter({ ...t, logger }).deliverQueued();

    const [mail] = smtp.to(input.email);
    // Quoted-printable may fold long lines with "=\r\n"; unfold before looking for the link.
    expect(mail?.raw.replaceAll("=\r\n", "")).toMatch(new RegExp(`${t.config.publicUrl}/reset-password\\?token=(3D)?[\\w-]{43}`));
    expect(lines.join("")).toContain(input.email);
    expect(lines.join("")).not.toContain("reset-password?token");
  });

  it("without SMTP_URL keeps the message in the outbox, the local inbox, and logs no body", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const email = createEmailAdapter({ ...t, config: loadConfig({ LOG_LEVEL: "silent" }), logger });
    await email.enqueue(t.db, {
      to: "outbox@example.test",
      subject: "Kept",
      text: "Link: https://trails.example.com/y",
      html: "<p>Link</p>",
    });
    expect(await email.deliverQueued()).toBe(0);

    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "outbox@example.test"));
    expect(rows).toMatchObject([
      { status: "kept", subject: "Kept", textBody: "Link: https://trails.example.com/y", htmlBody: "<p>Link</p>" },
    ]);
    expect(lines.join("")).toContain("outbox@example.test");
    expect(lines.join("")).not.toContain("https://trails.example.com/y");
    expect(smtp.to("outbox@example.test")).toHaveLength(0);
  });
});
