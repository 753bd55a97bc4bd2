// SQL for trail guides and scout routes: the guide rows with their place and writer, photos,
// waypoints, staff records (history, editor notes), votes, page views, GPX downloads and the
// nearest preview trails. Both kinds share columns, so most queries take the kind.
import {
  type AnyColumn,
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import type { Executor } from "../../db/client";
import {
  countedGuideViews,
  guideViews,
  editorNotes,
  gpxDownloads,
  historyEntries,
  photos,
  scoutRouteVotes,
  scoutRoutes,
  screenViews,
  states,
  trailWaypoints,
  trails,
  users,
} from "../../db/schema";
import { greatCircleMetres } from "../../db/great-circle";
import { guideKeyColumn, guideKeyValues, guideTable, type GuideKind } from "../../db/guide-keys";

export type { GuideKind };

/** The rows of a table that hangs off either kind of guide that belong to this guide. */
type OwnedTable = typeof photos | typeof historyEntries | typeof editorNotes | typeof screenViews | typeof gpxDownloads;
const ownedBy = (table: OwnedTable, kind: GuideKind, guideId: number) => eq(guideKeyColumn(table, kind), guideId);

/** A trail's or a scout route's waypoints. */
export const waypointsOf = (kind: GuideKind, guideId: number) => eq(guideKeyColumn(trailWaypoints, kind), guideId);

/** A guide whose stored bounds overlap the box. */
function boundsOverlap(table: typeof trails | typeof scoutRoutes, box: Bbox): SQL {
  const corner = (index: 0 | 1, axis: 0 | 1) =>
    sql`(${table.bounds}->${sql.raw(String(index))}->>${sql.raw(String(axis))})::double precision`;
  return sql`${corner(0, 0)} <= ${box.east} and ${corner(1, 0)} >= ${box.west}
    and ${corner(0, 1)} <= ${box.north} and ${corner(1, 1)} >= ${box.south}`;
}

const stateColumns = { code: states.code, country_code: states.countryCode, slug: states.slug, title: states.title };
const authorColumns = { uuid: users.uuid, name: users.name, photo_file_name: users.photoFileName };

/** A photo as guides, their waypoints and the editor read it. */
export const photoColumns = {
  id: photos.id,
  photo_type: photos.photoType,
  original: photos.original,
  resized_medium: photos.resizedMedium,
  resized_large: photos.resizedLarge,
  hero: photos.hero,
  caption: photos.caption,
  position: photos.position,
};
const photoOrder = [asc(photos.photoType), asc(photos.position), asc(photos.id)];
/** A photo as one JSON object keyed like photoColumns, for photos gathered inside another row. */
const photoJson = sql`json_build_object(${sql.join(
  Object.entries(photoColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

/**
 * Great-circle metres from a point (numbers, or another guide's trailhead columns) to a trail's
 * trailhead: the distance the scout-route paywall shows to its closest All-Access Preview.
 */
export function metresFromTrailhead(latitude: number | AnyColumn, longitude: number | AnyColumn): SQL<number> {
  return greatCircleMetres({ latitude, longitude }, { latitude: trails.trailheadLatitude, longitude: trails.trailheadLongitude });
}

/** The trails a closest-preview card may show: published All-Access Previews. */
export const isPublishedPreview = and(eq(trails.published, true), eq(trails.isPreview, true));

/** The hero photo's hero rendition of a trail, for cards. */
const trailHeroFileName = sql<string | null>`(
  select ${photos.hero} from ${photos}
  where ${photos.trailId} = ${trails.id} and ${photos.photoType} = 0
  order by ${photos.position}, ${photos.id} limit 1
)`;

/** Published trails nearest a point as cards, nearest first. */
function closestTrails(
  db: Executor,
  from: { latitude: number; longitude: number },
  options: { isPreviewOnly: boolean; excludeTrailId: number | null; limit: number },
) {
  const distance = metresFromTrailhead(from.latitude, from.longitude);
  return db
    .select({
      id: trails.id,
      slug: trails.slug,
      title: trails.title,
      state: stateColumns,
      photo_file_name: trailHeroFileName,
      technical_rating_low: trails.technicalRatingLow,
      review_average: trails.reviewAverage,
      review_count: trails.reviewCount,
      nearest_town_name: trails.nearestTownName,
      distance_metres: distance,
    })
    .from(trails)
    .innerJoin(states, eq(states.id, trails.stateId))
    .where(
      and(
        options.isPreviewOnly ? isPublishedPreview : eq(trails.published, true),
        options.excludeTrailId === null ? undefined : ne(trails.id, options.excludeTrailId),
      ),
    )
    .orderBy(asc(distance), asc(trails.id))
    .limit(options.limit);
}

export function createGuidesRepository(db: Executor) {
  return {
    async findScoutRoute(id: number) {
      const [row] = await db
        .select({ route: scoutRoutes, state: stateColumns, author: authorColumns })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .leftJoin(users, eq(users.id, scoutRoutes.userId))
        .where(eq(scoutRoutes.id, id));
      return row ?? null;
    },

    async findTrail(id: number) {
      const [row] = await db
        .select({ trail: trails, state: stateColumns, author: authorColumns })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .leftJoin(users, eq(users.id, trails.userId))
        .where(eq(trails.id, id));
      return row ?? null;
    },

    listPhotos(kind: GuideKind, guideId: number) {
      return db
        .select(photoColumns)
        .from(photos)
        .where(ownedBy(photos, kind, guideId))
        .orderBy(...photoOrder);
    },

    /** Only the hero photo: all a preview may show. */
    async findHeroPhoto(kind: GuideKind, guideId: number) {
      const [photo] = await db
        .select(photoColumns)
        .from(photos)
        .where(and(ownedBy(photos, kind, guideId), eq(photos.photoType, 0)))
        .orderBy(...photoOrder)
        .limit(1);
      return photo ?? null;
    },

    listWaypoints(kind: GuideKind, guideId: number) {
      return db
        .select()
        .from(trailWaypoints)
        .where(waypointsOf(kind, guideId))
        .orderBy(asc(trailWaypoints.position), asc(trailWaypoints.id));
    },

    /** The guide's waypoints in order, each with its photos, in one query. */
    listWaypointsWithPhotos(kind: GuideKind, guideId: number) {
      // Qualified by hand: with no join, drizzle leaves column names bare, which the subquery would read as its own.
      const waypointId = sql`${trailWaypoints}.${sql.identifier(trailWaypoints.id.name)}`;
      const waypointPhotos = sql<PhotoRecord[]>`coalesce((
        select json_agg(${photoJson} order by ${sql.join(photoOrder, sql`, `)}) from ${photos}
        where ${photos.waypointId} = ${waypointId}
      ), '[]'::json)`;
      return db
        .select({ ...getTableColumns(trailWaypoints), photos: waypointPhotos })
        .from(trailWaypoints)
        .where(waypointsOf(kind, guideId))
        .orderBy(asc(trailWaypoints.position), asc(trailWaypoints.id));
    },

    async countHistory(kind: GuideKind, guideId: number): Promise<number> {
      const [row] = await db
        .select({ entries: count() })
        .from(historyEntries)
        .where(ownedBy(historyEntries, kind, guideId));
      return row?.entries ?? 0;
    },

    async countEditorNotes(kind: GuideKind, guideId: number): Promise<number> {
      const [row] = await db
        .select({ notes: count() })
        .from(editorNotes)
        .where(ownedBy(editorNotes, kind, guideId));
      return row?.notes ?? 0;
    },

    listHistory(kind: GuideKind, guideId: number) {
      return db
        .select({
          id: historyEntries.id,
          history_user_name: users.name,
          history_date: historyEntries.historyDate,
          history_change_reason: historyEntries.historyChangeReason,
        })
        .from(historyEntries)
        .leftJoin(users, eq(users.id, historyEntries.historyUserId))
        .where(ownedBy(historyEntries, kind, guideId))
        .orderBy(desc(historyEntries.historyDate), desc(historyEntries.id));
    },

    listEditorNotes(kind: GuideKind, guideId: number) {
      return db
        .select({
          id: editorNotes.id,
          author_name: users.name,
          author_role: editorNotes.authorRole,
          created_at: editorNotes.createdAt,
          content_html: editorNotes.contentHtml,
        })
        .from(editorNotes)
        .innerJoin(users, eq(users.id, editorNotes.authorId))
        .where(ownedBy(editorNotes, kind, guideId))
        .orderBy(desc(editorNotes.createdAt), desc(editorNotes.id));
    },

    async updateNewEditionDate(kind: GuideKind, id: number, newEditionDate: string | null, now: Date) {
      const table = guideTable(kind);
      await db.update(table).set({ newEditionDate, updatedAt: now }).where(eq(table.id, id));
    },

    /** Guides of one kind in the box, published or not, for the staff map layers. */
    listLinesIn(kind: GuideKind, box: Bbox, limit: number) {
      const table = guideTable(kind);
      return db
        .select({
          id: table.id,
          title: table.title,
          geojson: table.geojson,
          published: table.published,
          rating: kind === "trail" ? trails.technicalRatingLow : scoutRoutes.difficulty,
        })
        .from(table)
        .where(boundsOverlap(table, box))
        .orderBy(asc(table.id))
        .limit(limit);
    },

    /** Trail waypoints in the box, published or not. */
    listWaypointsIn(box: Bbox, limit: number) {
      return db
        .select({
          trailId: sql<number>`${trailWaypoints.trailId}`,
          name: trailWaypoints.name,
          latitude: trailWaypoints.latitude,
          longitude: trailWaypoints.longitude,
        })
        .from(trailWaypoints)
        .where(
          and(
            isNotNull(trailWaypoints.trailId),
            between(trailWaypoints.longitude, box.west, box.east),
            between(trailWaypoints.latitude, box.south, box.north),
          ),
        )
        .orderBy(asc(trailWaypoints.trailId), asc(trailWaypoints.position))
        .limit(limit);
    },

    async insertHistoryEntry(entry: {
      kind: GuideKind;
      guideId: number;
      /** Null for the publishing job acting for a staff member whose account is gone. */
      userId: number | null;
      at: Date;
      reason: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }) {
      await db.insert(historyEntries).values({
        ...guideKeyValues(entry.kind, entry.guideId),
        historyUserId: entry.userId,
        historyDate: entry.at,
        historyChangeReason: entry.reason,
        changes: entry.changes,
      });
    },

    /** Published All-Access Preview trails nearest a point, nearest first. */
    listClosestPreviewTrails(
      from: { latitude: number; longitude: number },
      options: { excludeTrailId: number | null; limit: number },
    ) {
      return closestTrails(db, from, { ...options, isPreviewOnly: true });
    },

    /** Published trails nearest a point, nearest first: every one, or only All-Access Previews. */
    listClosestTrails(
      from: { latitude: number; longitude: number },
      options: { isPreviewOnly: boolean; excludeTrailId: number | null; limit: number },
    ) {
      return closestTrails(db, from, options);
    },

    async countPublishedTrails(type: "preview" | "boh"): Promise<number> {
      const [row] = await db
        .select({ trails: count() })
        .from(trails)
        .where(and(eq(trails.published, true), eq(type === "preview" ? trails.isPreview : trails.isBoh, true)));
      return row?.trails ?? 0;
    },

    async hasVote(scoutRouteId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: scoutRouteVotes.userId })
        .from(scoutRouteVotes)
        .where(and(eq(scoutRouteVotes.scoutRouteId, scoutRouteId), eq(scoutRouteVotes.userId, userId)));
      return row !== undefined;
    },

    /** True when the vote is new; a repeated vote changes nothing. */
    async insertVote(scoutRouteId: number, userId: number, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(scoutRouteVotes)
        .values({ scoutRouteId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: scoutRouteVotes.userId });
      return inserted.length > 0;
    },

    /** True when there was a vote to remove. */
    async deleteVote(scoutRouteId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(scoutRouteVotes)
        .where(and(eq(scoutRouteVotes.scoutRouteId, scoutRouteId), eq(scoutRouteVotes.userId, userId)))
        .returning({ userId: scoutRouteVotes.userId });
      return deleted.length > 0;
    },

    async addToVoteCount(scoutRouteId: number, delta: 1 | -1) {
      await db
        .update(scoutRoutes)
        .set({ voteCount: sql`greatest(0, ${scoutRoutes.voteCount} + ${delta})` })
        .where(eq(scoutRoutes.id, scoutRouteId));
    },

    async insertScreenView(view: {
      kind: GuideKind;
      guideId: number;
      userId: number | null;
      platform: "ios" | "android" | "website";
      at: Date;
    }) {
      await db.insert(screenViews).values({
        ...guideKeyValues(view.kind, view.guideId),
        userId: view.userId,
        platform: view.platform,
        createdAt: view.at,
      });
    },

    /** Until the transaction ends, no other process counts a view of this client: its cap holds exactly. */
    async lockViewsOfClient(client: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`counted-guide-views:${client}`}))`);
    },

    async countViewsOfClientSince(client: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(countedGuideViews)
        .where(and(eq(countedGuideViews.client, client), gt(countedGuideViews.countedAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Marks the client's view of the guide as counted at `at`, unless one was counted after
     * `windowStart`: true when this view counts.
     */
    async claimViewCount(view: { kind: GuideKind; guideId: number; client: string; at: Date; windowStart: Date }) {
      const claimed = await db
        .insert(countedGuideViews)
        .values({ guideKind: view.kind, guideId: view.guideId, client: view.client, countedAt: view.at })
        .onConflictDoUpdate({
          target: [countedGuideViews.guideKind, countedGuideViews.guideId, countedGuideViews.client],
          set: { countedAt: view.at },
          setWhere: lte(countedGuideViews.countedAt, view.windowStart),
        })
        .returning({ client: countedGuideViews.client });
      return claimed.length > 0;
    },

    /**
     * The reader opened the guide at `at` (the dashboard's "recently viewed"): one row per guide,
     * and only the newest `keep` of the reader's rows are kept.
     */
    async rememberGuideView(view: { kind: GuideKind; guideId: number; userId: number; at: Date }, keep: number) {
      const isTrail = view.kind === "trail";
      await db
        .insert(guideViews)
        .values({
          userId: view.userId,
          trailId: isTrail ? view.guideId : null,
          scoutRouteId: isTrail ? null : view.guideId,
          viewedAt: view.at,
        })
        .onConflictDoUpdate({
          target: isTrail ? [guideViews.userId, guideViews.trailId] : [guideViews.userId, guideViews.scoutRouteId],
          set: { viewedAt: view.at },
        });
      await db.execute(sql`
        delete from ${guideViews} where ${guideViews.userId} = ${view.userId} and ${guideViews.id} not in (
          select id from ${guideViews} where ${guideViews.userId} = ${view.userId}
          order by ${guideViews.viewedAt} desc, ${guideViews.id} desc limit ${keep})`);
    },

    /** Marks from before the window can no longer stop a view from counting. */
    async deleteViewCountsBefore(windowStart: Date) {
      await db.delete(countedGuideViews).where(lt(countedGuideViews.countedAt, windowStart));
    },

    async addPageView(scoutRouteId: number) {
      await db
        .update(scoutRoutes)
        .set({ totalPageViews: sql`${scoutRoutes.totalPageViews} + 1` })
        .where(eq(scoutRoutes.id, scoutRouteId));
    },

    async insertGpxDownload(download: { kind: GuideKind; guideId: number; userId: number | null; at: Date }) {
      await db.insert(gpxDownloads).values({
        ...guideKeyValues(download.kind, download.guideId),
        userId: download.userId,
        createdAt: download.at,
      });
    },
  };
}

export type GuidesRepository = ReturnType<typeof createGuidesRepository>;
export type ScoutRouteRecord = NonNullable<Awaited<ReturnType<GuidesRepository["findScoutRoute"]>>>;
export type TrailRecord = NonNullable<Awaited<ReturnType<GuidesRepository["findTrail"]>>>;
export type PhotoRecord = Awaited<ReturnType<GuidesRepository["listPhotos"]>>[number];
export type WaypointRecord = Awaited<ReturnType<GuidesRepository["listWaypoints"]>>[number];
