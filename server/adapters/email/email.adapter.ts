// Outgoing mail: SMTP when SMTP_URL is set; otherwise kept in the email_outbox table and logged,
// so a local install with no mail server still shows every link it would have sent.
import { createTransport } from "nodemailer";
import type { ServiceDeps } from "../../services";
import { emailOutboxRepository } from "./email-outbox.repository";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailAdapter {
  send(message: EmailMessage): Promise<void>;
}

export function createEmailAdapter({
  config,
  db,
  logger,
  clock,
}: Pick<ServiceDeps, "config" | "db" | "logger" | "clock">): EmailAdapter {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl, { from: config.mailFrom });
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ to, subject, text, html });
        logger.info({ to, subject }, "e-mail sent");
      },
    };
  }
  return {
    async send({ to, subject, text, html }) {
      await emailOutboxRepository.insert(db, {
        recipient: to,
        subject,
        textBody: text,
        htmlBody: html ?? null,
        createdAt: clock.now(),
      });
      logger.info({ to, subject, text }, "e-mail kept in the outbox (SMTP_URL is not set)");
    },
  };
}
