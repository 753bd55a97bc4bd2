import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BlogAuthorDetail,
  BlogPostDetail,
  BlogPostPage,
  EventDetail,
  EventSummary,
  HelpArticleDetail,
  HelpArticleSummary,
} from "../../../shared/contracts/articles.contract";
import { blogPosts, events, helpArticles, sitePages } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { readSitePageFiles, seedSitePages } from "../../db/seed/site-pages";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.app.request(path);

async function unpublishedSlug(table: typeof blogPosts | typeof events | typeof helpArticles): Promise<string> {
  const [row] = await t.db.select({ slug: table.slug }).from(table).where(eq(table.published, false)).limit(1);
  if (row) return row.slug;
  // The demo content may have no draft of this kind: make one.
  const [first] = await t.db.select({ slug: table.slug }).from(table).limit(1);
  await t.db.update(table).set({ published: false }).where(eq(table.slug, first!.slug));
  return first!.slug;
}

describe("GET /api/v2/blog/posts/", () => {
  it("lists published posts, newest first, a page at a time", async () => {
    const response = await get("/api/v2/blog/posts/?page=1&page_size=3");
    expect(response.status).toBe(200);
    const page = (await response.json()) as BlogPostPage;
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.length).toBeLessThanOrEqual(3);
    const dates = page.results.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.count).toBe(await t.db.$count(blogPosts, eq(blogPosts.published, true)));
    if (page.count > 3) expect(page.next).toContain("page=2");
    expect(page.previous).toBeNull();
  });

  it("leaves out drafts", async () => {
    const draft = await unpublishedSlug(blogPosts);
    const page = (await (await get("/api/v2/blog/posts/?page_size=100")).json()) as BlogPostPage;
    expect(page.results.map((post) => post.slug)).not.toContain(draft);
  });

  it("rejects page 0", async () => {
    expect((await get("/api/v2/blog/posts/?page=0")).status).toBe(400);
  });
});

describe("GET /api/v2/blog/posts/{slug}/", () => {
  it("returns the post with sanitized HTML, a depth-2 table of contents and its author", async () => {
    const page = (await (await get("/api/v2/blog/posts/")).json()) as BlogPostPage;
    const slug = page.results[0]!.slug;
    const response = await get(`/api/v2/blog/posts/${slug}/`);
    expect(response.status).toBe(200);
    const post = (await response.json()) as BlogPostDetail;
    expect(post.slug).toBe(slug);
    expect(post.author.bio.length).toBeGreaterThan(0);
    for (const entry of post.toc) expect(post.body_html).toContain(`<h2 id="${entry.id}">`);
    expect(post.body_html).not.toContain("<script");
  });

  it("is 404 for a draft and for an unknown slug", async () => {
    const draft = await unpublishedSlug(blogPosts);
    expect((await get(`/api/v2/blog/posts/${draft}/`)).status).toBe(404);
    expect((await get("/api/v2/blog/posts/no-such-post/")).status).toBe(404);
  });
});

describe("GET /api/v2/blog/authors/{slug}/", () => {
  it("returns the author with their published posts", async () => {
    const response = await get("/api/v2/blog/authors/jamie-rivers/");
    expect(response.status).toBe(200);
    const author = (await response.json()) as BlogAuthorDetail;
    expect(author.name).toBe("Jamie Rivers");
    for (const post of author.posts) expect(post.author.slug).toBe("jamie-rivers");
  });

  it("is 404 for an unknown author", async () => {
    expect((await get("/api/v2/blog/authors/nobody/")).status).toBe(404);
  });
});

describe("GET /api/v2/events/", () => {
  it("lists published events by start date", async () => {
    const all = (await (await get("/api/v2/events/")).json()) as EventSummary[];
    expect(all.length).toBeGreaterThan(0);
    const starts = all.map((event) => event.starts_at);
    expect(starts).toEqual([...starts].sort());
  });

  it("with upcoming=true leaves out events that have ended", async () => {
    const upcoming = (await (await get("/api/v2/events/?upcoming=true")).json()) as EventSummary[];
    const all = (await (await get("/api/v2/events/")).json()) as EventSummary[];
    const now = t.clock.now().getTime();
    expect(upcoming.length).toBeLessThan(all.length);
    for (const event of upcoming) expect(new Date(event.ends_at).getTime()).toBeGreaterThanOrEqual(now);
  });

  it("leaves out drafts", async () => {
    const draft = await unpublishedSlug(events);
    const all = (await (await get("/api/v2/events/")).json()) as EventSummary[];
    expect(all.map((event) => event.slug)).not.toContain(draft);
  });
});

describe("GET /api/v2/events/{slug}/", () => {
  it("returns the event with its description as HTML", async () => {
    const [first] = (await (await get("/api/v2/events/")).json()) as EventSummary[];
    const response = await get(`/api/v2/events/${first!.slug}/`);
    expect(response.status).toBe(200);
    const event = (await response.json()) as EventDetail;
    expect(event.body_html).toContain("<h2");
    expect(event.location_name.length).toBeGreaterThan(0);
  });

  it("is 404 for a draft", async () => {
    expect((await get(`/api/v2/events/${await unpublishedSlug(events)}/`)).status).toBe(404);
  });
});

describe("GET /api/v2/help/articles/", () => {
  it("lists published articles, filtered by category", async () => {
    const all = (await (await get("/api/v2/help/articles/")).json()) as HelpArticleSummary[];
    expect(all.length).toBeGreaterThan(0);
    const category = all[0]!.category;
    const filtered = (await (
      await get(`/api/v2/help/articles/?category=${encodeURIComponent(category)}`)
    ).json()) as HelpArticleSummary[];
    expect(filtered.length).toBeGreaterThan(0);
    for (const article of filtered) expect(article.category).toBe(category);
  });

  it("returns one article with its table of contents and is 404 for a draft", async () => {
    const [first] = (await (await get("/api/v2/help/articles/")).json()) as HelpArticleSummary[];
    const response = await get(`/api/v2/help/articles/${first!.slug}/`);
    expect(response.status).toBe(200);
    const article = (await response.json()) as HelpArticleDetail;
    expect(article.title).toBe(first!.title);
    expect(Array.isArray(article.toc)).toBe(true);
    expect((await get(`/api/v2/help/articles/${await unpublishedSlug(helpArticles)}/`)).status).toBe(404);
  });
});

const SITE_PAGE_SLUGS = (await readSitePageFiles()).map((page) => page.slug);

describe("Markdown pages", () => {
  it.each(SITE_PAGE_SLUGS)("%s has a title, a description and a table of contents", async (slug) => {
    const page = await t.services.articles.getMarkdownPage(slug);
    expect(page.title.length).toBeGreaterThan(0);
    expect(page.description.length).toBeGreaterThan(0);
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.toc.length).toBeGreaterThan(0);
    expect(page.body_html).not.toContain("---");
  });

  it("answers 404 for a page that does not exist", async () => {
    await expect(t.services.articles.getMarkdownPage("../package")).rejects.toMatchObject({ status: 404 });
  });

  it("shows a staff edit, and seeding again keeps it", async () => {
    await t.db.update(sitePages).set({ title: "Terms, revised" }).where(eq(sitePages.slug, "terms-of-service"));
    expect(await seedSitePages(t.db)).toBe(0);
    expect((await t.services.articles.getMarkdownPage("terms-of-service")).title).toBe("Terms, revised");
  });
});
