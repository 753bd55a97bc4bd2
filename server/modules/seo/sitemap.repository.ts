import { and, asc, desc, eq, gt, isNotNull, min } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  announcements,
  blogAuthors,
  blogPosts,
  cities,
  events,
  helpArticles,
  orvParks,
  regions,
  scoutRoutes,
  states,
  trails,
} from "../../db/schema";

export function createSitemapRepository(db: Executor) {
  return {
    /** States with a published guide: the page of an empty one is `noindex`. */
    listStatePaths() {
      return db
        .select({ countryCode: states.countryCode, slug: states.slug })
        .from(states)
        .where(gt(states.contentCount, 0))
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

    listPublishedTrails() {
      return db
        .select({
          id: trails.id,
          slug: trails.slug,
          updatedAt: trails.updatedAt,
          countryCode: states.countryCode,
          stateSlug: states.slug,
        })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .where(eq(trails.published, true))
        .orderBy(asc(trails.id));
    },

    listAnnouncements() {
      return db
        .select({ id: announcements.id, publishedAt: announcements.publishedAt })
        .from(announcements)
        .orderBy(desc(announcements.publishedAt));
    },

    listPublishedBlogPosts() {
      return db
        .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt)))
        .orderBy(desc(blogPosts.publishedAt));
    },

    listBlogAuthors() {
      return db.select({ slug: blogAuthors.slug }).from(blogAuthors).orderBy(asc(blogAuthors.slug));
    },

    listPublishedHelpArticles() {
      return db
        .select({ slug: helpArticles.slug, updatedAt: helpArticles.updatedAt })
        .from(helpArticles)
        .where(eq(helpArticles.published, true))
        .orderBy(asc(helpArticles.slug));
    },

    listPublishedEvents() {
      return db.select({ slug: events.slug }).from(events).where(eq(events.published, true)).orderBy(asc(events.startsAt));
    },

    listRegionPaths() {
      return db
        .select({ countryCode: states.countryCode, stateSlug: states.slug, slug: regions.slug })
        .from(regions)
        .innerJoin(states, eq(states.id, regions.stateId))
        .orderBy(asc(regions.id));
    },

    listPublishedOrvParkPaths() {
      return db
        .select({ countryCode: states.countryCode, stateSlug: states.slug, slug: orvParks.slug, updatedAt: orvParks.updatedAt })
        .from(orvParks)
        .innerJoin(states, eq(states.id, orvParks.stateId))
        .where(eq(orvParks.published, true))
        .orderBy(asc(orvParks.id));
    },

    /** Towns that published trails name as theirs, with the easiest rating among those trails. */
    listTownsWithPublishedTrails() {
      return db
        .select({
          countryCode: states.countryCode,
          stateSlug: states.slug,
          slug: cities.slug,
          easiestRating: min(trails.technicalRatingLow),
        })
        .from(cities)
        .innerJoin(trails, and(eq(trails.cityId, cities.id), eq(trails.published, true)))
        .innerJoin(states, eq(states.id, cities.stateId))
        .groupBy(cities.id, states.id)
        .orderBy(asc(cities.id));
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
