import type { Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface OutboxMessage {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date;
}

export const emailOutboxRepository = {
  async insert(db: Executor, message: OutboxMessage): Promise<void> {
    await db.insert(emailOutbox).values(message);
  },
};
