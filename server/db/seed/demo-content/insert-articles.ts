// Inserts the demo events, blog authors and posts, and help articles.
import type { StoredPhoto } from "../../../modules/photos/photo-renditions";
import type { Executor } from "../../client";
import { blogAuthors, blogPosts, events, helpArticles } from "../../schema";
import { insertAll, insertWithIds } from "./batches";
import { DEMO_CONTENT_DATE, type DemoContent } from "./model";

export async function insertArticles(
  tx: Executor,
  content: Pick<DemoContent, "events" | "blogAuthors" | "blogPosts" | "helpArticles">,
  storedPhotos: readonly StoredPhoto[],
  stateId: (code: string) => number,
): Promise<void> {
  await insertAll(
    tx,
    events,
    content.events.map(({ stateCode, ...event }) => ({ ...event, stateId: stateId(stateCode) })),
  );
  const authorIds = await insertWithIds(
    content.blogAuthors.map((author) => ({ ...author, photoUrl: null })),
    (batch: (typeof blogAuthors.$inferInsert)[]) =>
      tx.insert(blogAuthors).values(batch).returning({ id: blogAuthors.id, slug: blogAuthors.slug }),
    (row) => row.slug,
  );
  await insertAll(
    tx,
    blogPosts,
    content.blogPosts.map(({ heroPoolIndex, authorIndex, ...post }) => ({
      ...post,
      heroPhotoUrl: storedPhotos[heroPoolIndex]!.hero,
      authorId: authorIds.get(content.blogAuthors[authorIndex]!.slug)!,
    })),
  );
  await insertAll(
    tx,
    helpArticles,
    content.helpArticles.map((article) => ({ ...article, updatedAt: DEMO_CONTENT_DATE })),
  );
}
