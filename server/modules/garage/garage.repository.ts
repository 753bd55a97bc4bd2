// SQL for the garage: a user's rigs, primary first then newest, and the writes that keep at most one
// primary (the partial unique index user_vehicles_one_primary backs that up).
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users, userVehicles } from "../../db/schema";

export type VehicleRow = typeof userVehicles.$inferSelect;
export type VehicleColumns = Omit<typeof userVehicles.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">;

export function createGarageRepository(db: Executor) {
  return {
    /** Holds the user's row for the rest of the transaction, so one user's garage writes run one at a time. */
    async lockOwner(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },

    listVehicles(userId: number): Promise<VehicleRow[]> {
      return db
        .select()
        .from(userVehicles)
        .where(eq(userVehicles.userId, userId))
        .orderBy(desc(userVehicles.isPrimary), desc(userVehicles.createdAt), desc(userVehicles.id));
    },

    async findVehicle(userId: number, id: number): Promise<VehicleRow | null> {
      const [row] = await db
        .select()
        .from(userVehicles)
        .where(and(eq(userVehicles.userId, userId), eq(userVehicles.id, id)));
      return row ?? null;
    },

    async findPrimaryVehicle(userId: number): Promise<VehicleRow | null> {
      const [row] = await db
        .select()
        .from(userVehicles)
        .where(and(eq(userVehicles.userId, userId), eq(userVehicles.isPrimary, true)));
      return row ?? null;
    },

    async countVehicles(userId: number): Promise<number> {
      const [row] = await db.select({ vehicles: count() }).from(userVehicles).where(eq(userVehicles.userId, userId));
      return row?.vehicles ?? 0;
    },

    async insertVehicle(userId: number, columns: VehicleColumns, at: Date): Promise<VehicleRow> {
      const [row] = await db
        .insert(userVehicles)
        .values({ ...columns, userId, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async updateVehicle(userId: number, id: number, columns: Partial<VehicleColumns>, at: Date): Promise<VehicleRow> {
      const [row] = await db
        .update(userVehicles)
        .set({ ...columns, updatedAt: at })
        .where(and(eq(userVehicles.userId, userId), eq(userVehicles.id, id)))
        .returning();
      return row!;
    },

    async deleteVehicle(userId: number, id: number): Promise<void> {
      await db.delete(userVehicles).where(and(eq(userVehicles.userId, userId), eq(userVehicles.id, id)));
    },

    /** Every rig of the user but `keepId` stops being primary. */
    async clearPrimary(userId: number, keepId?: number): Promise<void> {
      const others = keepId === undefined ? [] : [ne(userVehicles.id, keepId)];
      await db
        .update(userVehicles)
        .set({ isPrimary: false })
        .where(and(eq(userVehicles.userId, userId), eq(userVehicles.isPrimary, true), ...others));
    },

    /** Makes the user's newest rig primary (after the primary one was removed). */
    async promoteNewest(userId: number): Promise<void> {
      const [newest] = await db
        .select({ id: userVehicles.id })
        .from(userVehicles)
        .where(eq(userVehicles.userId, userId))
        .orderBy(desc(userVehicles.createdAt), desc(userVehicles.id))
        .limit(1);
      if (newest) await db.update(userVehicles).set({ isPrimary: true }).where(eq(userVehicles.id, newest.id));
    },
  };
}

export type GarageRepository = ReturnType<typeof createGarageRepository>;
