// Blog, events, help articles and the Markdown pages, rendered to sanitized HTML (spec §5).
import type {
  BlogAuthorDetail,
  BlogPostDetail,
  BlogPostSummary,
  EventDetail,
  EventSummary,
  HelpArticleDetail,
  HelpArticleSummary,
  MarkdownPage,
} from "../../../shared/contracts/articles.contract";
import { notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { renderMarkdownDocument } from "../content/markdown";
import { createArticlesRepository, type ArticlesRepository } from "./articles.repository";
import { createSitePagesRepository } from "./site-pages.repository";

type PostRow = Awaited<ReturnType<ArticlesRepository["listPublishedPosts"]>>[number];
type EventRow = Awaited<ReturnType<ArticlesRepository["listPublishedEvents"]>>[number];

function toPostSummary(row: PostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    hero_photo_url: row.heroPhotoUrl,
    // Published posts always have a date (the repository filters on it).
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    author: { slug: row.authorSlug, name: row.authorName },
  };
}

function toEventSummary(row: EventRow): EventSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    location_name: row.locationName,
    state: row.stateCode && row.stateTitle ? { code: row.stateCode, title: row.stateTitle } : null,
  };
}

/** Published articles are read by visitors only: the replica may serve them. */
export function createArticlesService({ reads, clock }: Pick<ServiceDeps, "reads" | "clock">) {
  const repository = createArticlesRepository(reads);
  const sitePages = createSitePagesRepository(reads);

  return {
    /** Published posts, newest first. */
    async listBlogPosts({ page, pageSize }: { page: number; pageSize: number }) {
      const [total, rows] = await Promise.all([
        repository.countPublishedPosts(),
        repository.listPublishedPosts({ limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return { count: total, results: rows.map(toPostSummary) };
    },

    async getBlogPost(slug: string): Promise<BlogPostDetail> {
      const row = await repository.findPublishedPost(slug);
      if (!row) throw notFound("Blog post not found.");
      const { html, toc } = renderMarkdownDocument(row.bodyMarkdown);
      return {
        ...toPostSummary(row),
        author: { slug: row.authorSlug, name: row.authorName, bio: row.authorBio, photo_url: row.authorPhotoUrl },
        body_html: html,
        toc,
      };
    },

    async getBlogAuthor(slug: string): Promise<BlogAuthorDetail> {
      const author = await repository.findAuthor(slug);
      if (!author) throw notFound("Author not found.");
      const posts = await repository.listPublishedPostsByAuthor(author.id);
      return {
        slug: author.slug,
        name: author.name,
        bio: author.bio,
        photo_url: author.photoUrl,
        posts: posts.map(toPostSummary),
      };
    },

    /** By start date; `upcoming` keeps only events that have not ended. */
    async listEvents({ upcoming }: { upcoming: boolean }): Promise<EventSummary[]> {
      const rows = await repository.listPublishedEvents({ endingAfter: upcoming ? clock.now() : null });
      return rows.map(toEventSummary);
    },

    async getEvent(slug: string): Promise<EventDetail> {
      const row = await repository.findPublishedEvent(slug);
      if (!row) throw notFound("Event not found.");
      return {
        ...toEventSummary(row),
        latitude: row.latitude,
        longitude: row.longitude,
        website_url: row.websiteUrl,
        body_html: renderMarkdownDocument(row.bodyMarkdown).html,
      };
    },

    async listHelpArticles({ category }: { category: string | null }): Promise<HelpArticleSummary[]> {
      const rows = await repository.listPublishedHelpArticles({ category });
      return rows.map(({ slug, title, category: articleCategory, updatedAt }) => ({
        slug,
        title,
        category: articleCategory,
        updated_at: updatedAt.toISOString(),
      }));
    },

    async getHelpArticle(slug: string): Promise<HelpArticleDetail> {
      const row = await repository.findPublishedHelpArticle(slug);
      if (!row) throw notFound("Help article not found.");
      const { html, toc } = renderMarkdownDocument(row.bodyMarkdown);
      return {
        slug: row.slug,
        title: row.title,
        category: row.category,
        updated_at: row.updatedAt.toISOString(),
        body_html: html,
        toc,
      };
    },

    /** A legal, company or feature page by its slug (features/lists is "features-lists"). */
    async getMarkdownPage(slug: string): Promise<MarkdownPage> {
      const page = await sitePages.findBySlug(slug);
      if (!page) throw notFound("Page not found.");
      const { html, toc } = renderMarkdownDocument(page.bodyMarkdown);
      return {
        slug: page.slug,
        title: page.title,
        description: page.description,
        updated: page.updatedAt.toISOString().slice(0, 10),
        body_html: html,
        toc,
      };
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
