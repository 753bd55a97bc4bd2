// SQL of the announcements aimed at one page (ADR 0053).
import { and, desc, eq, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { announcements } from "../../db/schema";

export type AnnouncementRow = typeof announcements.$inferSelect;
type AnnouncementText = Pick<AnnouncementRow, "title" | "summary" | "body" | "publishedAt">;

const onPage = (pageType: string, pageSlug: string) =>
  and(eq(announcements.pageType, pageType), eq(announcements.pageSlug, pageSlug));

export function createAnnouncementAdminRepository(db: Executor) {
  return {
    /** Every notice aimed at the page, newest first; with `shownBy`, only those shown by then. */
    listForPage(pageType: string, pageSlug: string, shownBy?: Date): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(and(onPage(pageType, pageSlug), shownBy ? lte(announcements.publishedAt, shownBy) : undefined))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id));
    },

    /** A notice aimed at a page (never a site-wide one), locked for a change. */
    async lockTargeted(id: number): Promise<AnnouncementRow | null> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).for("update");
      return row?.pageType ? row : null;
    },

    async insert(values: AnnouncementText & { pageType: string; pageSlug: string }): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      return row!;
    },

    async update(id: number, values: AnnouncementText): Promise<void> {
      await db.update(announcements).set(values).where(eq(announcements.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(announcements).where(eq(announcements.id, id));
    },
  };
}
