// The rows hanging off inserted guides: waypoints, editor notes, history, votes, page views and,
// once the photo pool is stored, photos.
import type { StoredPhoto } from "../../../modules/photos/photo-renditions";
import type { Executor } from "../../client";
import { editorNotes, historyEntries, photos, scoutRouteVotes, screenViews, trailWaypoints } from "../../schema";
import { insertAll } from "./batches";
import type { InsertedGuides } from "./insert-guides";
import type { DemoContent, PhotoUse } from "./model";

export async function insertGuideRecords(
  tx: Executor,
  content: Pick<DemoContent, "trails" | "scoutRoutes">,
  inserted: InsertedGuides,
  userId: (email: string) => number,
): Promise<void> {
  await insertAll(tx, trailWaypoints, [
    ...content.trails.flatMap((trail) =>
      trail.waypoints.map((waypoint, position) => ({ trailId: inserted.trailId(trail), position, ...waypoint })),
    ),
    ...content.scoutRoutes.flatMap((route) =>
      route.waypoints.map((waypoint, position) => ({ scoutRouteId: inserted.scoutRouteId(route), position, ...waypoint })),
    ),
  ]);
  await insertAll(
    tx,
    editorNotes,
    inserted.subjects.flatMap(({ guide, owner }) =>
      guide.editorNotes.map((note) => ({
        ...owner,
        authorId: userId(note.authorEmail),
        authorRole: note.authorRole,
        contentHtml: note.contentHtml,
        createdAt: note.createdAt,
      })),
    ),
  );
  await insertAll(
    tx,
    historyEntries,
    inserted.subjects.flatMap(({ guide, owner }) =>
      guide.history.map((entry) => ({
        ...owner,
        historyUserId: userId(entry.userEmail),
        historyDate: entry.historyDate,
        historyChangeReason: entry.historyChangeReason,
        changes: entry.changes,
      })),
    ),
  );
  await insertAll(
    tx,
    scoutRouteVotes,
    content.scoutRoutes.flatMap((route) =>
      route.voterEmails.map((email) => ({
        scoutRouteId: inserted.scoutRouteId(route),
        userId: userId(email),
        createdAt: route.statusReportedAt,
      })),
    ),
  );
  await insertAll(
    tx,
    screenViews,
    content.scoutRoutes.flatMap((route) =>
      route.pageViews.map((view) => ({
        scoutRouteId: inserted.scoutRouteId(route),
        platform: view.platform,
        createdAt: view.createdAt,
      })),
    ),
  );
}

function photoColumns(storedPhotos: readonly StoredPhoto[], use: PhotoUse) {
  const stored = storedPhotos[use.poolIndex]!;
  return {
    photoType: use.photoType,
    position: use.position,
    caption: use.caption,
    original: stored.original,
    resizedMedium: stored.resized_medium,
    resizedLarge: stored.resized_large,
    hero: stored.hero,
  };
}

/** Photo rows of guides, their reviews and the parks, all pointing at the stored pool. */
export async function insertGuidePhotos(
  tx: Executor,
  orvParkDrafts: DemoContent["orvParks"],
  inserted: InsertedGuides,
  storedPhotos: readonly StoredPhoto[],
): Promise<number> {
  const { subjects } = inserted;
  const photoRows = [
    ...subjects.flatMap(({ guide, owner }) => [
      ...guide.photos.map((use) => ({ ...owner, ...photoColumns(storedPhotos, use) })),
      ...guide.reviews.flatMap((review) =>
        review.photos.map((use) => ({
          reviewId: inserted.reviewId(owner, review.userEmail),
          ...photoColumns(storedPhotos, use),
        })),
      ),
    ]),
    ...orvParkDrafts.flatMap((park) =>
      park.photos.map((use) => ({
        orvParkId: inserted.parkId(park.stateCode, park.slug),
        ...photoColumns(storedPhotos, use),
      })),
    ),
  ];
  await insertAll(tx, photos, photoRows);
  return photoRows.length;
}
