// Shapes of the article API (spec §2.2, §7): blog posts and authors, events, help articles and
// the Markdown pages (legal, company, features).
import { z } from "zod";
import { paginatedSchema } from "./site.contract";

export const tocEntrySchema = z.object({ id: z.string(), text: z.string() });
export type TocEntry = z.infer<typeof tocEntrySchema>;

export const blogAuthorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
  photo_url: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  hero_photo_url: z.string().nullable(),
  published_at: z.iso.datetime({ offset: true }),
  author: blogAuthorSchema.pick({ slug: true, name: true }),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostPageSchema = paginatedSchema(blogPostSummarySchema);
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** One post in full: the body as sanitized HTML with its table of contents. */
export const blogPostDetailSchema = blogPostSummarySchema.extend({
  author: blogAuthorSchema,
  body_html: z.string(),
  toc: z.array(tocEntrySchema),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const blogAuthorDetailSchema = blogAuthorSchema.extend({ posts: z.array(blogPostSummarySchema) });
export type BlogAuthorDetail = z.infer<typeof blogAuthorDetailSchema>;

export const eventSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  location_name: z.string(),
  state: z.object({ code: z.string(), title: z.string() }).nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website_url: z.string().nullable(),
  body_html: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventListQuerySchema = z.object({
  /** true: only events that have not ended yet. */
  upcoming: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleDetailSchema = helpArticleSummarySchema.extend({
  body_html: z.string(),
  toc: z.array(tocEntrySchema),
});
export type HelpArticleDetail = z.infer<typeof helpArticleDetailSchema>;

export const helpArticleListQuerySchema = z.object({ category: z.string().min(1).max(100).optional() });

export const slugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) });

/** A Markdown page served from the site's own files (legal, company and feature pages). */
export const markdownPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD, when the text last changed. */
  updated: z.string().nullable(),
  body_html: z.string(),
  toc: z.array(tocEntrySchema),
});
export type MarkdownPage = z.infer<typeof markdownPageSchema>;
