// Blog posts and authors, events and help articles as stored; only published rows are read.
import { and, asc, count, desc, eq, gte, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogAuthors, blogPosts, events, helpArticles, states } from "../../db/schema";

const isPublishedPost = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt));

const postSummaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  heroPhotoUrl: blogPosts.heroPhotoUrl,
  publishedAt: blogPosts.publishedAt,
  authorSlug: blogAuthors.slug,
  authorName: blogAuthors.name,
};

const eventColumns = {
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  bodyMarkdown: events.bodyMarkdown,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  locationName: events.locationName,
  latitude: events.latitude,
  longitude: events.longitude,
  websiteUrl: events.websiteUrl,
  stateCode: states.code,
  stateTitle: states.title,
};

export function createArticlesRepository(db: Executor) {
  return {
    async countPublishedPosts(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(blogPosts).where(isPublishedPost);
      return row?.total ?? 0;
    },

    listPublishedPosts({ limit, offset }: { limit: number; offset: number }) {
      return db
        .select(postSummaryColumns)
        .from(blogPosts)
        .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
        .where(isPublishedPost)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset);
    },

    listPublishedPostsByAuthor(authorId: number) {
      return db
        .select(postSummaryColumns)
        .from(blogPosts)
        .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
        .where(and(isPublishedPost, eq(blogPosts.authorId, authorId)))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    },

    async findPublishedPost(slug: string) {
      const [row] = await db
        .select({
          ...postSummaryColumns,
          bodyMarkdown: blogPosts.bodyMarkdown,
          authorBio: blogAuthors.bio,
          authorPhotoUrl: blogAuthors.photoUrl,
        })
        .from(blogPosts)
        .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
        .where(and(isPublishedPost, eq(blogPosts.slug, slug)));
      return row ?? null;
    },

    async findAuthor(slug: string) {
      const [row] = await db.select().from(blogAuthors).where(eq(blogAuthors.slug, slug));
      return row ?? null;
    },

    listPublishedEvents({ endingAfter }: { endingAfter: Date | null }) {
      const isPublished = eq(events.published, true);
      return db
        .select(eventColumns)
        .from(events)
        .leftJoin(states, eq(states.id, events.stateId))
        .where(endingAfter ? and(isPublished, gte(events.endsAt, endingAfter)) : isPublished)
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    async findPublishedEvent(slug: string) {
      const [row] = await db
        .select(eventColumns)
        .from(events)
        .leftJoin(states, eq(states.id, events.stateId))
        .where(and(eq(events.published, true), eq(events.slug, slug)));
      return row ?? null;
    },

    listPublishedHelpArticles({ category }: { category: string | null }) {
      const isPublished = eq(helpArticles.published, true);
      return db
        .select({
          slug: helpArticles.slug,
          title: helpArticles.title,
          category: helpArticles.category,
          updatedAt: helpArticles.updatedAt,
        })
        .from(helpArticles)
        .where(category ? and(isPublished, eq(helpArticles.category, category)) : isPublished)
        .orderBy(asc(helpArticles.category), asc(helpArticles.title));
    },

    async findPublishedHelpArticle(slug: string) {
      const [row] = await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.published, true), eq(helpArticles.slug, slug)));
      return row ?? null;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
