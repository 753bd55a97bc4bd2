import { asc, desc } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { announcements, states } from "../../db/schema";

export function createSitemapRepository(db: Executor) {
  return {
    listStatePaths() {
      return db
        .select({ countryCode: states.countryCode, slug: states.slug })
        .from(states)
        .orderBy(asc(states.countryCode), asc(states.slug));
    },

    listAnnouncements() {
      return db
        .select({ id: announcements.id, publishedAt: announcements.publishedAt })
        .from(announcements)
        .orderBy(desc(announcements.publishedAt));
    },
  };
}
