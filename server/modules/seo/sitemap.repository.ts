import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { announcements, scoutRoutes, states } from "../../db/schema";

export function createSitemapRepository(db: Executor) {
  return {
    listStatePaths() {
      return db
        .select({ countryCode: states.countryCode, slug: states.slug })
        .from(states)
        .orderBy(asc(states.countryCode), asc(states.slug));
    },

    listPublishedScoutRoutes() {
      return db
        .select({
          id: scoutRoutes.id,
          slug: scoutRoutes.slug,
          updatedAt: scoutRoutes.updatedAt,
          countryCode: states.countryCode,
          stateSlug: states.slug,
        })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .where(eq(scoutRoutes.published, true))
        .orderBy(asc(scoutRoutes.id));
    },

    listAnnouncements() {
      return db
        .select({ id: announcements.id, publishedAt: announcements.publishedAt })
        .from(announcements)
        .orderBy(desc(announcements.publishedAt));
    },
  };
}
