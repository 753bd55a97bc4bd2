// Every query of social sign-in: the identities linked to accounts and the web flows in progress.
import { and, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { oauthFlows, socialIdentities } from "../../db/schema";

export type NewOAuthFlow = typeof oauthFlows.$inferInsert;
export type OAuthFlowRow = typeof oauthFlows.$inferSelect;

export const socialSignInRepository = {
  /** The account linked to the provider's subject, if any. */
  async findLinkedUserId(db: Executor, provider: string, subject: string): Promise<number | undefined> {
    const [row] = await db
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return row?.userId;
  },

  async insertIdentity(db: Executor, values: typeof socialIdentities.$inferInsert): Promise<void> {
    await db.insert(socialIdentities).values(values);
  },

  async insertFlow(db: Executor, values: NewOAuthFlow): Promise<void> {
    await db.insert(oauthFlows).values(values);
  },

  /** Removes the flow and returns it when it is live: each state works once. */
  async consumeFlow(
    db: Executor,
    stateHash: string,
    purpose: OAuthFlowRow["purpose"],
    now: Date,
  ): Promise<OAuthFlowRow | undefined> {
    const [row] = await db
      .delete(oauthFlows)
      .where(and(eq(oauthFlows.stateHash, stateHash), eq(oauthFlows.purpose, purpose), gt(oauthFlows.expiresAt, now)))
      .returning();
    return row;
  },

  /** Flows started and never finished. */
  async deleteExpiredFlows(db: Executor, now: Date): Promise<void> {
    await db.delete(oauthFlows).where(lte(oauthFlows.expiresAt, now));
  },
};
