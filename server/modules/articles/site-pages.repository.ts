import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { sitePages } from "../../db/schema";

export function createSitePagesRepository(db: Executor) {
  return {
    async findBySlug(slug: string) {
      const [page] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
      return page ?? null;
    },
  };
}
