// Outgoing mail through a transactional outbox (ADR 0016): a message is queued in the transaction of
// the change it tells about, and the e-mail job sends queued mail over SMTP. Without SMTP_URL, mail is
// kept in the email_outbox table, so a local install with no mail server still shows every link.
// Logs name the recipient and subject only: bodies carry reset links and gift codes.
import { createTransport, type Transporter } from "nodemailer";
import type { Executor } from "../../db/client";
import type { ServiceDeps } from "../../services";
import { emailOutboxRepository as repository, type QueuedMessage } from "./email-outbox.repository";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailAdapter {
  /**
   * Queues `message` with `executor`, the transaction of the change that causes it, so the mail
   * exists exactly when the change does. `dedupeKey` names the event: a second message with the
   * same key is dropped.
   */
  enqueue(executor: Executor, message: EmailMessage, dedupeKey?: string): Promise<void>;
  /** Sends queued mail that is due, oldest first (the e-mail job). Returns how many went out. */
  deliverQueued(): Promise<number>;
}

/** Messages sent per job run; the rest wait for the next run, seconds later. */
const DELIVERY_BATCH = 100;
/** A message that failed this many times is given up (status `failed`) and left for staff to see. */
const MAX_ATTEMPTS = 8;
/** Doubled after each failure: the last try, the eighth, comes about an hour after the first. */
const FIRST_RETRY_MS = 30_000;
/** How long a sender holds the messages it claimed: far longer than sending a batch takes. */
const CLAIM_MS = 5 * 60_000;

/** When a message that has failed `attempts` times is tried again: null once it is given up. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
}

export function createEmailAdapter({
  config,
  db,
  logger,
  clock,
}: Pick<ServiceDeps, "config" | "db" | "logger" | "clock">): EmailAdapter {
  const { smtpUrl } = config;

  return {
    async enqueue(executor, { to, subject, text, html }, dedupeKey) {
      await repository.insert(executor, {
        recipient: to,
        subject,
        textBody: text,
        htmlBody: html ?? null,
        createdAt: clock.now(),
        dedupeKey: dedupeKey ?? null,
        status: smtpUrl ? "pending" : "kept",
      });
      if (!smtpUrl) logger.info({ to, subject }, "e-mail kept in the outbox (SMTP_URL is not set)");
    },

    async deliverQueued() {
      if (!smtpUrl) return 0;
      const now = clock.now();
      const claimed = await repository.claimDue(db, now, new Date(now.getTime() + CLAIM_MS), DELIVERY_BATCH);
      if (claimed.length === 0) return 0;
      // One connection carries the whole batch and closes after it: a connection's greeting and
      // handshake cost more than a message.
      const transport = createTransport({ url: smtpUrl, pool: true, maxConnections: 1 }, { from: config.mailFrom });
      try {
        return await sendInOrder(transport, claimed);
      } finally {
        transport.close();
      }
    },
  };

  async function sendInOrder(transport: Transporter, claimed: QueuedMessage[]): Promise<number> {
    let sent = 0;
    for (const message of claimed.sort((first, second) => first.id - second.id)) {
      const { id, recipient: to, subject } = message;
      try {
        await transport.sendMail({ to, subject, text: message.textBody, html: message.htmlBody ?? undefined });
      } catch (error) {
        const attempts = message.attempts + 1;
        const retryAt = nextAttemptAt(attempts, clock.now());
        await repository.markAttemptFailed(db, id, { attempts, retryAt, error: String(error) });
        logger.warn({ err: error, to, subject, attempts, givenUp: !retryAt }, "an e-mail could not be sent");
        continue;
      }
      await repository.markSent(db, id, clock.now());
      logger.info({ to, subject }, "e-mail sent");
      sent++;
    }
    return sent;
  }
}
