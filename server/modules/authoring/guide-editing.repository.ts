// SQL of guide authoring: the guide row held for a write, its waypoints and photos as the editor
// changes them, editors' drafts, the workflow columns, a new scout route and its nearest town, and
// editor notes. Reads of a guide as a whole come from the guides repository.
import { and, asc, eq, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cities, editorNotes, guideDrafts, photos, scoutRoutes, states, trailWaypoints, trails, users } from "../../db/schema";
import type { StoredPhoto } from "../photos/photo-renditions";
import { guideKeyColumn, guideKeyValues, guideTable, type GuideKind } from "../../db/guide-keys";
import { photoColumns, waypointsOf } from "../guides/guides.repository";

export type TrailUpdate = Partial<typeof trails.$inferInsert>;
export type ScoutRouteUpdate = Partial<typeof scoutRoutes.$inferInsert>;

export interface WaypointValues {
  name: string;
  waypointType: string;
  latitude: number;
  longitude: number;
  descriptionHtml: string;
}

export function createGuideEditingRepository(db: Executor) {
  return {
    /** Holds the guide's row until the transaction ends: one writer at a time. Null for no such guide. */
    async lockGuide(kind: GuideKind, id: number) {
      const table = guideTable(kind);
      const [row] = await db
        .select({
          id: table.id,
          authorId: table.userId,
          acceptedAt: table.acceptedAt,
          submittedAt: table.submittedAt,
          workflowState: table.workflowState,
          published: table.published,
          originalPublishDate: table.originalPublishDate,
          publishAt: table.publishAt,
          updatedAt: table.updatedAt,
          title: table.title,
        })
        .from(table)
        .where(eq(table.id, id))
        .for("update");
      return row ?? null;
    },

    async updateTrail(id: number, values: TrailUpdate) {
      await db.update(trails).set(values).where(eq(trails.id, id));
    },

    async updateScoutRoute(id: number, values: ScoutRouteUpdate) {
      await db.update(scoutRoutes).set(values).where(eq(scoutRoutes.id, id));
    },

    /** The workflow columns, which both kinds share. */
    async updateWorkflow(
      kind: GuideKind,
      id: number,
      values: Pick<
        TrailUpdate,
        "workflowState" | "published" | "submittedAt" | "acceptedAt" | "originalPublishDate" | "lastPublishedDate" | "publishAt"
      >,
    ) {
      const table = guideTable(kind);
      await db.update(table).set(values).where(eq(table.id, id));
    },

    async insertScoutRoute(values: typeof scoutRoutes.$inferInsert) {
      const [route] = await db.insert(scoutRoutes).values(values).returning({ id: scoutRoutes.id, slug: scoutRoutes.slug });
      return route!;
    },

    /**
     * Makes the guide's waypoints exactly `waypoints`, in that order: those with an id are updated,
     * the others added, and any not listed deleted (with their photos). Positions go negative first,
     * so no two rows ever hold one position on the way.
     */
    async replaceWaypoints(kind: GuideKind, guideId: number, waypoints: readonly (WaypointValues & { id?: number })[]) {
      const keptIds = waypoints.flatMap((waypoint) => (waypoint.id === undefined ? [] : [waypoint.id]));
      await db
        .delete(trailWaypoints)
        .where(and(waypointsOf(kind, guideId), keptIds.length > 0 ? notInArray(trailWaypoints.id, keptIds) : undefined));
      for (const [index, { id, ...values }] of waypoints.entries()) {
        if (id !== undefined) {
          await db
            .update(trailWaypoints)
            .set({ ...values, position: -(index + 1) })
            .where(eq(trailWaypoints.id, id));
        }
      }
      await db
        .update(trailWaypoints)
        .set({ position: sql`-${trailWaypoints.position} - 1` })
        .where(waypointsOf(kind, guideId));
      const added = waypoints.flatMap(({ id, ...values }, position) =>
        id === undefined ? [{ ...values, ...guideKeyValues(kind, guideId), position }] : [],
      );
      if (added.length > 0) await db.insert(trailWaypoints).values(added);
    },

    /** The ids of the guide's waypoints. */
    async listWaypointIds(kind: GuideKind, guideId: number): Promise<number[]> {
      const rows = await db.select({ id: trailWaypoints.id }).from(trailWaypoints).where(waypointsOf(kind, guideId));
      return rows.map((row) => row.id);
    },

    /** A photo of the guide itself or of one of its waypoints; null for any other photo. */
    async findGuidePhoto(kind: GuideKind, guideId: number, photoId: number) {
      const [photo] = await db
        .select({
          id: photos.id,
          waypointId: photos.waypointId,
          caption: photos.caption,
          photoType: photos.photoType,
          position: photos.position,
        })
        .from(photos)
        .leftJoin(trailWaypoints, eq(trailWaypoints.id, photos.waypointId))
        .where(and(eq(photos.id, photoId), or(eq(guideKeyColumn(photos, kind), guideId), waypointsOf(kind, guideId))));
      return photo ?? null;
    },

    /** Adds a photo at the end of its owner's photos: the guide's, or one waypoint's. */
    async insertPhoto(
      owner: { kind: GuideKind; guideId: number; waypointId: number | null },
      values: { stored: StoredPhoto; photoType: number; caption: string | null; at: Date },
    ) {
      const ownedBy =
        owner.waypointId === null
          ? eq(guideKeyColumn(photos, owner.kind), owner.guideId)
          : eq(photos.waypointId, owner.waypointId);
      const [last] = await db
        .select({ position: sql<number | null>`max(${photos.position})` })
        .from(photos)
        .where(ownedBy);
      const [photo] = await db
        .insert(photos)
        .values({
          ...(owner.waypointId === null ? guideKeyValues(owner.kind, owner.guideId) : { waypointId: owner.waypointId }),
          photoType: values.photoType,
          position: (last?.position ?? -1) + 1,
          caption: values.caption,
          original: values.stored.original,
          resizedMedium: values.stored.resized_medium,
          resizedLarge: values.stored.resized_large,
          hero: values.stored.hero,
          createdAt: values.at,
        })
        .returning({ id: photos.id });
      return photo!.id;
    },

    async updatePhoto(id: number, values: { caption?: string | null; photoType?: number; position?: number }) {
      await db.update(photos).set(values).where(eq(photos.id, id));
    },

    async deletePhoto(id: number) {
      await db.delete(photos).where(eq(photos.id, id));
    },

    /** One photo as the editor lists it. */
    async findPhotoRow(id: number) {
      const [photo] = await db.select(photoColumns).from(photos).where(eq(photos.id, id));
      return photo!;
    },

    async findDraft(kind: GuideKind, guideId: number, userId: number) {
      const [draft] = await db
        .select({ fields: guideDrafts.fields, savedAt: guideDrafts.savedAt })
        .from(guideDrafts)
        .where(and(eq(guideKeyColumn(guideDrafts, kind), guideId), eq(guideDrafts.userId, userId)));
      return draft ?? null;
    },

    async saveDraft(kind: GuideKind, guideId: number, userId: number, fields: Record<string, unknown>, at: Date) {
      await db
        .insert(guideDrafts)
        .values({ ...guideKeyValues(kind, guideId), userId, fields, savedAt: at })
        .onConflictDoUpdate({
          target: [guideKeyColumn(guideDrafts, kind), guideDrafts.userId],
          targetWhere: sql`${guideKeyColumn(guideDrafts, kind)} is not null`,
          set: { fields, savedAt: at },
        });
    },

    async deleteDraft(kind: GuideKind, guideId: number, userId: number) {
      await db.delete(guideDrafts).where(and(eq(guideKeyColumn(guideDrafts, kind), guideId), eq(guideDrafts.userId, userId)));
    },

    async findState(code: string) {
      const [state] = await db
        .select({ id: states.id, code: states.code, countryCode: states.countryCode, slug: states.slug })
        .from(states)
        .where(eq(states.code, code.toUpperCase()));
      return state ?? null;
    },

    /** The state's town nearest a point (degrees of longitude shrunk by the latitude), for a new route's place. */
    async findNearestTown(stateId: number, point: { latitude: number; longitude: number }) {
      const scale = Math.cos((point.latitude * Math.PI) / 180);
      const [town] = await db
        .select({ id: cities.id, name: cities.name, countyName: cities.countyName })
        .from(cities)
        .where(eq(cities.stateId, stateId))
        .orderBy(
          sql`power(${cities.latitude} - ${point.latitude}, 2) + power((${cities.longitude} - ${point.longitude}) * ${scale}, 2)`,
          asc(cities.id),
        )
        .limit(1);
      return town ?? null;
    },

    /** The guide's author, for the e-mails the workflow sends; null when it has none. */
    async findAuthor(authorId: number | null) {
      if (authorId === null) return null;
      const [author] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, authorId));
      return author ?? null;
    },

    async insertEditorNote(note: {
      kind: GuideKind;
      guideId: number;
      authorId: number;
      authorRole: "editor" | "writer";
      contentHtml: string;
      at: Date;
    }) {
      const [row] = await db
        .insert(editorNotes)
        .values({
          ...guideKeyValues(note.kind, note.guideId),
          authorId: note.authorId,
          authorRole: note.authorRole,
          contentHtml: note.contentHtml,
          createdAt: note.at,
        })
        .returning({ id: editorNotes.id });
      return row!.id;
    },
  };
}

export type GuideEditingRepository = ReturnType<typeof createGuideEditingRepository>;
export type LockedGuide = NonNullable<Awaited<ReturnType<GuideEditingRepository["lockGuide"]>>>;
