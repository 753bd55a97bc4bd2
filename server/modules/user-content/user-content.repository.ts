// SQL of My Content: a member's tracks and waypoints. Lists read the simplified line, never every point.
import { and, asc, count, desc, eq, getTableColumns } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { privacyZones, userTracks, userWaypoints, users } from "../../db/schema";

const { geometry: _fullLine, elevationProfile: _profile, ...trackSummaryColumns } = getTableColumns(userTracks);
/** A track read on its own (its shared page): the summary and the elevation profile. */
const sharedTrackColumns = { ...trackSummaryColumns, elevationProfile: userTracks.elevationProfile };

export type TrackRow = typeof userTracks.$inferSelect;
export type TrackSummaryRow = Omit<TrackRow, "geometry" | "elevationProfile">;
export type SharedTrackRow = Omit<TrackRow, "geometry">;
export type WaypointRow = typeof userWaypoints.$inferSelect;
export type NewTrack = typeof userTracks.$inferInsert;
export type NewWaypoint = typeof userWaypoints.$inferInsert;
export type PrivacyZoneRow = typeof privacyZones.$inferSelect;
export type NewPrivacyZone = typeof privacyZones.$inferInsert;

export function createUserContentRepository(db: Executor) {
  return {
    /** Serialises writes of one owner, so the per-owner limits hold under concurrent imports. */
    async lockOwner(ownerId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
    },

    async countOf(ownerId: number): Promise<{ tracks: number; waypoints: number }> {
      const [[tracks], [waypoints]] = await Promise.all([
        db.select({ n: count() }).from(userTracks).where(eq(userTracks.ownerId, ownerId)),
        db.select({ n: count() }).from(userWaypoints).where(eq(userWaypoints.ownerId, ownerId)),
      ]);
      return { tracks: tracks?.n ?? 0, waypoints: waypoints?.n ?? 0 };
    },

    listTracksOf(ownerId: number): Promise<TrackSummaryRow[]> {
      return db
        .select(trackSummaryColumns)
        .from(userTracks)
        .where(eq(userTracks.ownerId, ownerId))
        .orderBy(desc(userTracks.createdAt), desc(userTracks.id));
    },

    listWaypointsOf(ownerId: number): Promise<WaypointRow[]> {
      return db
        .select()
        .from(userWaypoints)
        .where(eq(userWaypoints.ownerId, ownerId))
        .orderBy(desc(userWaypoints.createdAt), desc(userWaypoints.id));
    },

    async findSharedTrack(uuid: string): Promise<SharedTrackRow | null> {
      const [row] = await db.select(sharedTrackColumns).from(userTracks).where(eq(userTracks.uuid, uuid));
      return row ?? null;
    },

    async findTrack(uuid: string, { forUpdate = false } = {}): Promise<TrackRow | null> {
      const query = db.select().from(userTracks).where(eq(userTracks.uuid, uuid));
      const [row] = forUpdate ? await query.for("update") : await query;
      return row ?? null;
    },

    async findWaypoint(uuid: string, { forUpdate = false } = {}): Promise<WaypointRow | null> {
      const query = db.select().from(userWaypoints).where(eq(userWaypoints.uuid, uuid));
      const [row] = forUpdate ? await query.for("update") : await query;
      return row ?? null;
    },

    async ownerName(ownerId: number): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
      return row?.name ?? "";
    },

    async insertTracks(rows: NewTrack[]): Promise<TrackSummaryRow[]> {
      if (rows.length === 0) return [];
      return db.insert(userTracks).values(rows).returning(trackSummaryColumns);
    },

    async insertWaypoints(rows: NewWaypoint[]): Promise<WaypointRow[]> {
      if (rows.length === 0) return [];
      return db.insert(userWaypoints).values(rows).returning();
    },

    async updateTrack(id: number, values: Partial<NewTrack>): Promise<TrackRow> {
      const [row] = await db.update(userTracks).set(values).where(eq(userTracks.id, id)).returning();
      return row!;
    },

    async updateWaypoint(id: number, values: Partial<NewWaypoint>): Promise<WaypointRow> {
      const [row] = await db.update(userWaypoints).set(values).where(eq(userWaypoints.id, id)).returning();
      return row!;
    },

    async deleteTrack(id: number, ownerId: number): Promise<void> {
      await db.delete(userTracks).where(and(eq(userTracks.id, id), eq(userTracks.ownerId, ownerId)));
    },

    async deleteWaypoint(id: number, ownerId: number): Promise<void> {
      await db.delete(userWaypoints).where(and(eq(userWaypoints.id, id), eq(userWaypoints.ownerId, ownerId)));
    },

    /** A member's privacy zones, oldest first. */
    listPrivacyZones(userId: number): Promise<PrivacyZoneRow[]> {
      return db
        .select()
        .from(privacyZones)
        .where(eq(privacyZones.userId, userId))
        .orderBy(asc(privacyZones.createdAt), asc(privacyZones.id));
    },

    async countPrivacyZones(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(privacyZones).where(eq(privacyZones.userId, userId));
      return row?.n ?? 0;
    },

    async findPrivacyZone(uuid: string): Promise<PrivacyZoneRow | null> {
      const [row] = await db.select().from(privacyZones).where(eq(privacyZones.uuid, uuid));
      return row ?? null;
    },

    async insertPrivacyZone(values: NewPrivacyZone): Promise<PrivacyZoneRow> {
      const [row] = await db.insert(privacyZones).values(values).returning();
      return row!;
    },

    async deletePrivacyZone(id: number, userId: number): Promise<void> {
      await db.delete(privacyZones).where(and(eq(privacyZones.id, id), eq(privacyZones.userId, userId)));
    },
  };
}

export type UserContentRepository = ReturnType<typeof createUserContentRepository>;
