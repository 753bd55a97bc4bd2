// SQL for lists: the lists of an owner with their item counts, one list (optionally locked for a
// write), its items in order, and the card rows of the guides they hold. Card queries select the
// same preview columns as the place pages and never a line or a description.
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { ListProductType } from "../../../shared/contracts/lists.contract";
import type { Executor } from "../../db/client";
import { guideViews, listItems, listMembers, lists, orvParks, photos, scoutRoutes, states, trails, users } from "../../db/schema";

export interface PageWindow {
  limit: number;
  offset: number;
}

/** One guide an item points at. */
export interface GuideRef {
  productType: ListProductType;
  id: number;
}

/** The item column of each product type. */
const itemColumnOf = (productType: ListProductType) => {
  switch (productType) {
    case "trails":
      return listItems.trailId;
    case "scout-routes":
      return listItems.scoutRouteId;
    case "orv-parks":
      return listItems.orvParkId;
  }
};

const itemColumns = (guide: GuideRef) => ({
  trailId: guide.productType === "trails" ? guide.id : null,
  scoutRouteId: guide.productType === "scout-routes" ? guide.id : null,
  orvParkId: guide.productType === "orv-parks" ? guide.id : null,
});

export const itemCount = sql<number>`(select count(*) from ${listItems} where ${listItems.listId} = ${lists.id})`.mapWith(Number);

export const summaryColumns = {
  id: lists.id,
  uuid: lists.uuid,
  ownerId: lists.ownerId,
  name: lists.name,
  description: lists.description,
  isPublic: lists.isPublic,
  itemCount,
  owner: { uuid: users.uuid, name: users.name },
  createdAt: lists.createdAt,
  updatedAt: lists.updatedAt,
};

const stateRefColumns = { code: states.code, country_code: states.countryCode, slug: states.slug, title: states.title };

const guideCardColumns = (table: typeof trails | typeof scoutRoutes) => ({
  id: table.id,
  slug: table.slug,
  title: table.title,
  nearestTownName: table.nearestTownName,
  lengthMiles: table.lengthMiles,
  reviewAverage: table.reviewAverage,
  reviewCount: table.reviewCount,
  published: table.published,
  authorId: table.userId,
  state: stateRefColumns,
});

type CardPhotoRow = { resized_medium: string; resized_large: string };

/** The first hero photo of each guide, in one query for all the guides of one kind in a list. */
async function heroPhotosOf(
  db: Executor,
  owner: typeof photos.trailId | typeof photos.scoutRouteId | typeof photos.orvParkId,
  ids: number[],
) {
  const heroes = new Map<number, CardPhotoRow>();
  if (ids.length === 0) return heroes;
  const rows = await db
    .select({ ownerId: owner, resized_medium: photos.resizedMedium, resized_large: photos.resizedLarge })
    .from(photos)
    .where(and(inArray(owner, ids), eq(photos.photoType, 0)))
    .orderBy(asc(photos.position), asc(photos.id));
  for (const { ownerId, ...photo } of rows) {
    if (ownerId !== null && !heroes.has(ownerId)) heroes.set(ownerId, photo);
  }
  return heroes;
}

const withHeroes = <T extends { id: number }>(rows: T[], heroes: Map<number, CardPhotoRow>) =>
  rows.map((row) => ({ ...row, hero: heroes.get(row.id) ?? null }));

export function createListsRepository(db: Executor) {
  return {
    /** Serializes an owner's list creations, so the per-owner limit holds under concurrent requests. */
    async lockOwner(ownerId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
    },

    async countListsOf(ownerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(lists).where(eq(lists.ownerId, ownerId));
      return row?.n ?? 0;
    },

    /** Newest first. */
    listSummariesOf(ownerId: number, page: PageWindow) {
      return db
        .select(summaryColumns)
        .from(lists)
        .innerJoin(users, eq(users.id, lists.ownerId))
        .where(eq(lists.ownerId, ownerId))
        .orderBy(desc(lists.createdAt), desc(lists.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * A list with the reader's membership (null for anyone but a member). `forUpdate` locks the row
     * until the transaction ends: item limits and positions stay consistent.
     */
    async findList(uuid: string, { forUpdate = false, readerId }: { forUpdate?: boolean; readerId: number | null }) {
      const query = db
        .select({ ...summaryColumns, memberRole: listMembers.role })
        .from(lists)
        .innerJoin(users, eq(users.id, lists.ownerId))
        .leftJoin(
          listMembers,
          and(eq(listMembers.listId, lists.id), readerId === null ? sql`false` : eq(listMembers.userId, readerId)),
        )
        .where(eq(lists.uuid, uuid));
      const [row] = forUpdate ? await query.for("update", { of: lists }) : await query;
      return row ?? null;
    },

    async insertList(values: { ownerId: number; name: string; description: string; isPublic: boolean; at: Date }) {
      const { at, ...columns } = values;
      const [row] = await db
        .insert(lists)
        .values({ ...columns, createdAt: at, updatedAt: at })
        .returning({ uuid: lists.uuid });
      return row!.uuid;
    },

    async updateList(id: number, values: Partial<{ name: string; description: string; isPublic: boolean }>, at: Date) {
      await db
        .update(lists)
        .set({ ...values, updatedAt: at })
        .where(eq(lists.id, id));
    },

    async deleteList(id: number) {
      await db.delete(lists).where(eq(lists.id, id));
    },

    async countItems(listId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(listItems).where(eq(listItems.listId, listId));
      return row?.n ?? 0;
    },

    async nextPosition(listId: number): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${listItems.position}) + 1, 0)`.mapWith(Number) })
        .from(listItems)
        .where(eq(listItems.listId, listId));
      return row?.next ?? 0;
    },

    async hasItem(listId: number, guide: GuideRef): Promise<boolean> {
      const [row] = await db
        .select({ id: listItems.id })
        .from(listItems)
        .where(and(eq(listItems.listId, listId), eq(itemColumnOf(guide.productType), guide.id)));
      return row !== undefined;
    },

    async insertItem(listId: number, guide: GuideRef, position: number, at: Date): Promise<number> {
      const [row] = await db
        .insert(listItems)
        .values({ listId, ...itemColumns(guide), position, addedAt: at })
        .returning({ id: listItems.id });
      return row!.id;
    },

    /** True when the list had that item. */
    async deleteItem(listId: number, itemId: number): Promise<boolean> {
      const deleted = await db
        .delete(listItems)
        .where(and(eq(listItems.listId, listId), eq(listItems.id, itemId)))
        .returning({ id: listItems.id });
      return deleted.length > 0;
    },

    /** Items in the owner's order, with the guide each points at. */
    listItemRows(listId: number, itemId?: number) {
      return db
        .select({
          id: listItems.id,
          trailId: listItems.trailId,
          scoutRouteId: listItems.scoutRouteId,
          orvParkId: listItems.orvParkId,
          position: listItems.position,
          addedAt: listItems.addedAt,
        })
        .from(listItems)
        .where(and(eq(listItems.listId, listId), itemId === undefined ? undefined : eq(listItems.id, itemId)))
        .orderBy(asc(listItems.position), asc(listItems.id));
    },

    /** Positions 0..n-1 in the order given, in one statement. */
    async setPositions(listId: number, itemIds: number[]) {
      if (itemIds.length === 0) return;
      const ids = sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await db.execute(sql`
        update ${listItems} set position = ordered.ordinality - 1
        from unnest(array[${ids}]::integer[]) with ordinality as ordered(id, ordinality)
        where ${listItems.id} = ordered.id and ${listItems.listId} = ${listId}`);
    },

    /** The guides the user opened last, newest first, shaped as item rows so they show as list cards. */
    listRecentViewRows(userId: number, limit: number) {
      return db
        .select({
          id: guideViews.id,
          trailId: guideViews.trailId,
          scoutRouteId: guideViews.scoutRouteId,
          orvParkId: sql<number | null>`null`,
          position: sql<number>`0`.mapWith(Number),
          addedAt: guideViews.viewedAt,
        })
        .from(guideViews)
        .where(eq(guideViews.userId, userId))
        .orderBy(desc(guideViews.viewedAt), desc(guideViews.id))
        .limit(limit);
    },

    /** A guide as far as adding it needs: does it exist, and who may see it. */
    async findGuide(guide: GuideRef): Promise<{ published: boolean; authorId: number | null } | null> {
      const [row] = await (guide.productType === "orv-parks"
        ? db
            .select({ published: orvParks.published, authorId: sql<number | null>`null` })
            .from(orvParks)
            .where(eq(orvParks.id, guide.id))
        : guide.productType === "trails"
          ? db.select({ published: trails.published, authorId: trails.userId }).from(trails).where(eq(trails.id, guide.id))
          : db
              .select({ published: scoutRoutes.published, authorId: scoutRoutes.userId })
              .from(scoutRoutes)
              .where(eq(scoutRoutes.id, guide.id)));
      return row ?? null;
    },

    async listTrailCards(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          ...guideCardColumns(trails),
          technicalRatingLow: trails.technicalRatingLow,
          technicalRatingHigh: trails.technicalRatingHigh,
          isPreview: trails.isPreview,
          isBoh: trails.isBoh,
        })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .where(inArray(trails.id, ids));
      return withHeroes(rows, await heroPhotosOf(db, photos.trailId, ids));
    },

    async listScoutRouteCards(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ ...guideCardColumns(scoutRoutes), difficulty: scoutRoutes.difficulty })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .where(inArray(scoutRoutes.id, ids));
      return withHeroes(rows, await heroPhotosOf(db, photos.scoutRouteId, ids));
    },

    async listOrvParkCards(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: orvParks.id,
          slug: orvParks.slug,
          title: orvParks.title,
          nearest_town_name: orvParks.nearestTownName,
          acreage: orvParks.acreage,
          trail_miles: orvParks.trailMiles,
          state: stateRefColumns,
          published: orvParks.published,
        })
        .from(orvParks)
        .innerJoin(states, eq(states.id, orvParks.stateId))
        .where(inArray(orvParks.id, ids));
      return withHeroes(rows, await heroPhotosOf(db, photos.orvParkId, ids));
    },

    /**
     * Every list the user may fill (their own, newest first, then those shared with them as an
     * editor), with the item that holds the guide (null when none).
     */
    listMemberships(userId: number, guide: GuideRef) {
      const isOwn = eq(lists.ownerId, userId);
      return db
        .select({ uuid: lists.uuid, name: lists.name, item_count: itemCount, item_id: listItems.id })
        .from(lists)
        .leftJoin(listItems, and(eq(listItems.listId, lists.id), eq(itemColumnOf(guide.productType), guide.id)))
        .leftJoin(listMembers, and(eq(listMembers.listId, lists.id), eq(listMembers.userId, userId)))
        .where(or(isOwn, eq(listMembers.role, "editor")))
        .orderBy(desc(isOwn), desc(lists.createdAt), desc(lists.id));
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
export type ListRecord = NonNullable<Awaited<ReturnType<ListsRepository["findList"]>>>;
export type ListItemRow = Awaited<ReturnType<ListsRepository["listItemRows"]>>[number];
export type TrailCardRow = Awaited<ReturnType<ListsRepository["listTrailCards"]>>[number];
export type ScoutRouteCardRow = Awaited<ReturnType<ListsRepository["listScoutRouteCards"]>>[number];
export type OrvParkCardRow = Awaited<ReturnType<ListsRepository["listOrvParkCards"]>>[number];
