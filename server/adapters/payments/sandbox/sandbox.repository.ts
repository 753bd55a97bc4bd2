// SQL for the payment sandbox's own ledger (the sandbox_* tables): hosted sessions, the subscriptions
// it charges, its charges, and the events waiting to reach the site's webhook endpoint.
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { sandboxCharges, sandboxEvents, sandboxSessions, sandboxSubscriptions } from "../../../db/schema";

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export function createSandboxRepository(db: Executor) {
  return {
    async insertSession(values: typeof sandboxSessions.$inferInsert): Promise<void> {
      await db.insert(sandboxSessions).values(values);
    },

    async findSession(id: string): Promise<SandboxSessionRow | null> {
      const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
      return session ?? null;
    },

    /** The session, held until the transaction ends: one payment at a time. */
    async lockSession(id: string): Promise<SandboxSessionRow | null> {
      const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).for("update");
      return session ?? null;
    },

    async findSessionOfCheckout(checkoutId: string): Promise<SandboxSessionRow | null> {
      const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.checkoutId, checkoutId));
      return session ?? null;
    },

    async updateSession(
      id: string,
      changes: Partial<Pick<SandboxSessionRow, "status" | "pendingCardBrand" | "pendingCardLast4">>,
    ): Promise<void> {
      await db.update(sandboxSessions).set(changes).where(eq(sandboxSessions.id, id));
    },

    async insertSubscription(values: typeof sandboxSubscriptions.$inferInsert): Promise<SandboxSubscriptionRow> {
      const [subscription] = await db.insert(sandboxSubscriptions).values(values).returning();
      return subscription!;
    },

    /** The subscription, held until the transaction ends. */
    async lockSubscription(id: string): Promise<SandboxSubscriptionRow | null> {
      const [subscription] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for("update");
      return subscription ?? null;
    },

    async updateSubscription(id: string, changes: Partial<SandboxSubscriptionRow>): Promise<SandboxSubscriptionRow> {
      const [updated] = await db.update(sandboxSubscriptions).set(changes).where(eq(sandboxSubscriptions.id, id)).returning();
      return updated!;
    },

    /** Subscriptions with a period ended by `now`: a conversion, renewal or end is due. */
    async listDueSubscriptionIds(now: Date): Promise<string[]> {
      const due = await db
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(
          and(
            inArray(sandboxSubscriptions.status, ["trialing", "active", "past_due"]),
            lte(sandboxSubscriptions.currentPeriodEnd, now),
          ),
        );
      return due.map((row) => row.id);
    },

    async insertCharge(values: typeof sandboxCharges.$inferInsert): Promise<SandboxChargeRow> {
      const [charge] = await db.insert(sandboxCharges).values(values).returning();
      return charge!;
    },

    /** The charge a payment id names (the charge, its payment intent or its invoice), held for a refund. */
    async lockChargeByPaymentId(providerPaymentId: string): Promise<SandboxChargeRow | null> {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(
          or(
            eq(sandboxCharges.id, providerPaymentId),
            eq(sandboxCharges.paymentIntentId, providerPaymentId),
            eq(sandboxCharges.invoiceId, providerPaymentId),
          ),
        )
        .for("update");
      return charge ?? null;
    },

    async setChargeRefunded(id: string, refundedCents: number): Promise<SandboxChargeRow> {
      const [updated] = await db.update(sandboxCharges).set({ refundedCents }).where(eq(sandboxCharges.id, id)).returning();
      return updated!;
    },

    async insertEvents(events: (typeof sandboxEvents.$inferInsert)[]): Promise<void> {
      await db.insert(sandboxEvents).values(events);
    },

    /** Events the site has not accepted yet, oldest first. */
    listUndeliveredEvents() {
      return db
        .select()
        .from(sandboxEvents)
        .where(isNull(sandboxEvents.deliveredAt))
        .orderBy(asc(sandboxEvents.createdAt), asc(sandboxEvents.id));
    },

    async recordDeliveryAttempt(id: string, attempts: number, deliveredAt: Date | null): Promise<void> {
      await db.update(sandboxEvents).set({ attempts, deliveredAt }).where(eq(sandboxEvents.id, id));
    },
  };
}
