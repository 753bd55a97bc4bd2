// SQL for states, towns, banners and announcements. Rows come back in the API's shape.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { announcementReads, announcements, banners, cities, states } from "../../db/schema";

const stateColumns = {
  id: states.id,
  code: states.code,
  slug: states.slug,
  title: states.title,
  country_code: states.countryCode,
  content_count: states.contentCount,
};

const townColumns = {
  name: cities.name,
  slug: cities.slug,
  county_name: cities.countyName,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

const bannerColumns = {
  id: banners.id,
  is_shown: banners.isShown,
  user_group: banners.userGroup,
  banner_type: banners.bannerType,
  no_icon: banners.noIcon,
  banner_message: banners.bannerMessage,
};

const announcementColumns = {
  id: announcements.id,
  title: announcements.title,
  summary: announcements.summary,
  body: announcements.body,
  published_at: announcements.publishedAt,
  read_at: announcementReads.readAt,
};

/** Joins the reader's own read marks; a signed-out reader (null) has none. */
function readsBy(userId: number | null): SQL {
  if (userId === null) return sql`false`;
  return sql`${announcementReads.announcementId} = ${announcements.id} and ${announcementReads.userId} = ${userId}`;
}

const newestFirst = [desc(announcements.publishedAt), desc(announcements.id)];

/** The site-wide list and unread counts leave out the notices aimed at one page (ADR 0053). */
const isSiteWide = isNull(announcements.pageType);

export function createSiteRepository(db: Executor) {
  return {
    listStates() {
      return db.select(stateColumns).from(states).orderBy(asc(states.title));
    },

    /** The window count sees every town of the state before the limit applies: list and total in one query. */
    async listFirstTownsInState(stateId: number, limit: number) {
      const rows = await db
        .select({ ...townColumns, townsInState: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(cities)
        .where(eq(cities.stateId, stateId))
        .orderBy(asc(cities.name), asc(cities.slug))
        .limit(limit);
      return { count: rows[0]?.townsInState ?? 0, towns: rows.map(({ townsInState: _count, ...town }) => town) };
    },

    listBanners() {
      return db.select(bannerColumns).from(banners).orderBy(asc(banners.position), asc(banners.id));
    },

    listAnnouncements(userId: number | null, page: { limit: number; offset: number }) {
      return db
        .select(announcementColumns)
        .from(announcements)
        .leftJoin(announcementReads, readsBy(userId))
        .where(isSiteWide)
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset);
    },

    async countAnnouncements(): Promise<number> {
      const [row] = await db.select({ announcements: count() }).from(announcements).where(isSiteWide);
      return row?.announcements ?? 0;
    },

    async findAnnouncement(id: number, userId: number | null) {
      const [announcement] = await db
        .select(announcementColumns)
        .from(announcements)
        .leftJoin(announcementReads, readsBy(userId))
        .where(and(eq(announcements.id, id), isSiteWide));
      return announcement ?? null;
    },

    async countUnreadAnnouncements(userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(announcements)
        .leftJoin(announcementReads, readsBy(userId))
        .where(and(isNull(announcementReads.announcementId), isSiteWide));
      return row?.unread ?? 0;
    },

    /** Keeps the first read time when the announcement was already read. */
    async insertAnnouncementRead(userId: number, announcementId: number, readAt: Date): Promise<void> {
      await db.insert(announcementReads).values({ userId, announcementId, readAt }).onConflictDoNothing();
    },

    async insertAllAnnouncementReads(userId: number, readAt: Date): Promise<void> {
      await db
        .insert(announcementReads)
        .select(
          db
            .select({
              announcementId: announcements.id,
              userId: sql<number>`${userId}::integer`.as("user_id"),
              readAt: sql<Date>`${readAt.toISOString()}::timestamptz`.as("read_at"),
            })
            .from(announcements)
            .where(isSiteWide),
        )
        .onConflictDoNothing();
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
