// SQL for the GPS partner link: the authorization flows in progress (purpose 'gps-partner'), each
// reader's encrypted tokens, and the record of every upload.
import { and, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { gpsPartnerLinks, gpsPartnerUploads, oauthFlows, type GpsUploadState } from "../../db/schema";

export type GpsPartnerLinkRow = typeof gpsPartnerLinks.$inferSelect;
type LinkColumns = Omit<typeof gpsPartnerLinks.$inferInsert, "createdAt">;

const PURPOSE = "gps-partner";

export function createGpsPartnerRepository(db: Executor) {
  return {
    async insertFlow(flow: {
      stateHash: string;
      provider: string;
      userId: number;
      codeVerifier: string;
      returnPath: string | null;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(oauthFlows).values({ ...flow, purpose: PURPOSE });
    },

    /** Removes the flow and answers it: a state works once, whoever presents it. */
    async takeFlow(stateHash: string) {
      const [row] = await db
        .delete(oauthFlows)
        .where(and(eq(oauthFlows.stateHash, stateHash), eq(oauthFlows.purpose, PURPOSE)))
        .returning();
      return row ?? null;
    },

    async deleteExpiredFlows(now: Date): Promise<void> {
      await db.delete(oauthFlows).where(and(eq(oauthFlows.purpose, PURPOSE), lt(oauthFlows.expiresAt, now)));
    },

    async findLink(userId: number): Promise<GpsPartnerLinkRow | null> {
      const [row] = await db.select().from(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, userId));
      return row ?? null;
    },

    /** One link per reader: linking again replaces the tokens. */
    async saveLink(link: LinkColumns): Promise<void> {
      const { userId: _userId, ...changes } = link;
      await db.insert(gpsPartnerLinks).values(link).onConflictDoUpdate({ target: gpsPartnerLinks.userId, set: changes });
    },

    async deleteLink(userId: number): Promise<void> {
      await db.delete(gpsPartnerLinks).where(eq(gpsPartnerLinks.userId, userId));
    },

    async insertUpload(upload: {
      userId: number;
      partner: string;
      itemType: string;
      itemId: string;
      state: GpsUploadState;
      partnerItemId: string | null;
      error: string | null;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(gpsPartnerUploads).values(upload);
    },
  };
}

export type GpsPartnerRepository = ReturnType<typeof createGpsPartnerRepository>;
