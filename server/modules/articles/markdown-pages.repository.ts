// The legal, company and feature pages: Markdown files with front matter under
// server/content/pages, read once and kept. They live on disk rather than in a table because
// they change with releases, are reviewed like code, and need no schema of their own.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { renderMarkdownDocument } from "../content/markdown";
import type { MarkdownPage } from "../../../shared/contracts/articles.contract";

export const MARKDOWN_PAGES_FOLDER = path.resolve("server/content/pages");

/** Every page the folder serves; a slug not listed here is never read from disk. */
export const MARKDOWN_PAGE_SLUGS = [
  "cookie-policy",
  "privacy-policy",
  "terms-of-service",
  "affiliate-terms",
  "careers",
  "contact-us",
  "write-for-us",
  "features-lists",
  "features-navigation",
  "features-public-lands",
  "features-apple-carplay",
  "features-android-auto",
] as const;
export type MarkdownPageSlug = (typeof MARKDOWN_PAGE_SLUGS)[number];

export function isMarkdownPageSlug(slug: string): slug is MarkdownPageSlug {
  return (MARKDOWN_PAGE_SLUGS as readonly string[]).includes(slug);
}

export function createMarkdownPagesRepository(folder = MARKDOWN_PAGES_FOLDER) {
  const cache = new Map<MarkdownPageSlug, Promise<MarkdownPage>>();

  async function load(slug: MarkdownPageSlug): Promise<MarkdownPage> {
    const source = await readFile(path.join(folder, `${slug}.md`), "utf8");
    const { frontMatter, html, toc } = renderMarkdownDocument(source);
    const title = frontMatter.title;
    if (!title) throw new Error(`${slug}.md has no title in its front matter`);
    return {
      slug,
      title,
      description: frontMatter.description ?? "",
      updated: frontMatter.updated ?? null,
      body_html: html,
      toc,
    };
  }

  return {
    find(slug: MarkdownPageSlug): Promise<MarkdownPage> {
      let page = cache.get(slug);
      if (!page) {
        page = load(slug);
        // A failed read is not kept, so a fixed file is picked up on the next request.
        page.catch(() => cache.delete(slug));
        cache.set(slug, page);
      }
      return page;
    },
  };
}
