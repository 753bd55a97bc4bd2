// SQL for the plans table: the catalogue's rows, looked up by code or listed for sale.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { plans } from "../../db/schema";

export type PlanRow = typeof plans.$inferSelect;

export function createPlansRepository(db: Executor) {
  return {
    async findByCode(code: string): Promise<PlanRow | null> {
      const [row] = await db.select().from(plans).where(eq(plans.code, code));
      return row ?? null;
    },

    listPurchasable(): Promise<PlanRow[]> {
      return db.select().from(plans).where(eq(plans.purchasable, true)).orderBy(asc(plans.sortOrder), asc(plans.priceCents));
    },

    /** Inserts the plans not there yet; an existing plan keeps whatever staff changed. */
    async insertMissing(rows: (typeof plans.$inferInsert)[]): Promise<void> {
      await db.insert(plans).values(rows).onConflictDoNothing();
    },
  };
}
