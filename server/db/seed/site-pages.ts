// Fills site_pages from server/content/pages/*.md on first start (decisions.md: Markdown pages live
// in the database, editable by staff, seeded from files with front matter). A page already in the
// table is never overwritten, so staff edits survive restarts and releases.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { splitFrontMatter } from "../../modules/content/markdown";
import type { Database } from "../client";
import { sitePages } from "../schema";

export const SITE_PAGES_FOLDER = path.resolve("server/content/pages");

export async function readSitePageFiles(folder = SITE_PAGES_FOLDER) {
  const files = (await readdir(folder)).filter((file) => file.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const { frontMatter, body } = splitFrontMatter(await readFile(path.join(folder, file), "utf8"));
      if (!frontMatter.title) throw new Error(`${file} has no title in its front matter`);
      return {
        slug: path.basename(file, ".md"),
        title: frontMatter.title,
        description: frontMatter.description ?? "",
        bodyMarkdown: body.trim(),
        updatedAt: frontMatter.updated ? new Date(`${frontMatter.updated}T00:00:00Z`) : new Date(),
      };
    }),
  );
}

/** Inserts the pages that are missing; returns how many were added. */
export async function seedSitePages(db: Database, folder = SITE_PAGES_FOLDER): Promise<number> {
  const pages = await readSitePageFiles(folder);
  const inserted = await db.insert(sitePages).values(pages).onConflictDoNothing().returning({ slug: sitePages.slug });
  return inserted.length;
}
