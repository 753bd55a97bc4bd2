// Inserts trails, scout routes and ORV parks with their reviews, and answers the ids the child
// rows (insert-guide-records.ts) point at.
import type { Executor } from "../../client";
import { orvParks, reviews, scoutRoutes, trails } from "../../schema";
import { insertWithIds } from "./batches";
import type { DemoContent, GuideDraft } from "./model";
import { reviewTotals } from "./reviews";
import { workflowStateOf } from "../../../../shared/domain/guide-workflow";

/** Guides carry their whole line, so they go in smaller statements. */
const GUIDE_BATCH_SIZE = 100;

export interface SeedLookups {
  userId: (email: string) => number;
  stateId: (code: string) => number;
  /** The id of DemoContent.regions[index]. */
  regionId: (index: number) => number;
}

export type Owner = { trailId: number } | { scoutRouteId: number };

export interface InsertedGuides {
  /** Every trail and scout route with the owner columns its child rows point at. */
  subjects: { guide: GuideDraft; owner: Owner }[];
  trailId: (trail: Pick<GuideDraft, "stateCode" | "slug">) => number;
  scoutRouteId: (route: Pick<GuideDraft, "stateCode" | "slug">) => number;
  parkId: (stateCode: string, slug: string) => number;
  reviewId: (owner: Owner, userEmail: string) => number;
  reviewCount: number;
}

const guideKey = (row: { stateId: number; slug: string }) => `${row.stateId}:${row.slug}`;
const reviewKey = (row: { trailId?: number | null; scoutRouteId?: number | null; userId: number }) =>
  `${row.trailId ?? "-"}:${row.scoutRouteId ?? "-"}:${row.userId}`;

export async function insertGuides(
  tx: Executor,
  content: Pick<DemoContent, "trails" | "scoutRoutes" | "orvParks">,
  { userId, stateId, regionId }: SeedLookups,
): Promise<InsertedGuides> {
  const guideColumns = (guide: GuideDraft, acceptedAt: Date | null) => ({
    title: guide.title,
    slug: guide.slug,
    stateId: stateId(guide.stateCode),
    regionId: regionId(guide.regionIndex),
    cityId: guide.town.id,
    nearestTownName: guide.town.name,
    countyName: guide.town.countyName,
    geojson: guide.geojson,
    bounds: guide.bounds,
    trailheadLatitude: guide.trailheadLatitude,
    trailheadLongitude: guide.trailheadLongitude,
    lengthMiles: guide.lengthMiles,
    stateMessage: guide.stateMessage,
    roadCondition: guide.roadCondition,
    status: guide.status,
    statusReportedAt: guide.statusReportedAt,
    permitInformationLink: guide.permitInformationLink,
    published: guide.published,
    workflowState: workflowStateOf({ published: guide.published, acceptedAt }),
    acceptedAt,
    userId: userId(guide.authorEmail),
    originalPublishDate: guide.originalPublishDate,
    lastPublishedDate: guide.lastPublishedDate,
    newEditionDate: guide.newEditionDate,
    ...reviewTotals(guide.reviews),
    createdAt: guide.createdAt,
    updatedAt: new Date(guide.lastPublishedDate),
  });
  const idOf = (ids: Map<string, number>, item: { stateCode: string; slug: string }) =>
    ids.get(guideKey({ stateId: stateId(item.stateCode), slug: item.slug }))!;
  const trailIds = await insertWithIds(
    content.trails.map((trail) => ({
      // Demo trails went through the editors before they were published.
      ...guideColumns(trail, trail.published ? trail.createdAt : null),
      technicalRatingLow: trail.technicalRatingLow,
      technicalRatingHigh: trail.technicalRatingHigh,
      pointsOfConcern: trail.pointsOfConcern,
      teaser: trail.teaser,
      descriptionHtml: trail.descriptionHtml,
      season: trail.season,
      isPreview: trail.isPreview,
      isBoh: trail.isBoh,
    })),
    (batch: (typeof trails.$inferInsert)[]) =>
      tx.insert(trails).values(batch).returning({ id: trails.id, stateId: trails.stateId, slug: trails.slug }),
    guideKey,
    GUIDE_BATCH_SIZE,
  );
  const routeIds = await insertWithIds(
    content.scoutRoutes.map((route) => ({
      ...guideColumns(route, route.acceptedAt),
      difficulty: route.difficulty,
      routeDescription: route.routeDescription,
      categories: route.categories,
      voteCount: route.voterEmails.length,
      totalPageViews: route.pageViews.length,
    })),
    (batch: (typeof scoutRoutes.$inferInsert)[]) =>
      tx
        .insert(scoutRoutes)
        .values(batch)
        .returning({ id: scoutRoutes.id, stateId: scoutRoutes.stateId, slug: scoutRoutes.slug }),
    guideKey,
    GUIDE_BATCH_SIZE,
  );
  const parkIds = await insertWithIds(
    content.orvParks.map(({ stateCode, town, photos: _photos, ...park }) => ({
      ...park,
      stateId: stateId(stateCode),
      cityId: town.id,
      nearestTownName: town.name,
      countyName: town.countyName,
      updatedAt: park.createdAt,
    })),
    (batch: (typeof orvParks.$inferInsert)[]) =>
      tx.insert(orvParks).values(batch).returning({ id: orvParks.id, stateId: orvParks.stateId, slug: orvParks.slug }),
    guideKey,
  );

  const subjects: InsertedGuides["subjects"] = [
    ...content.trails.map((guide) => ({ guide, owner: { trailId: idOf(trailIds, guide) } })),
    ...content.scoutRoutes.map((guide) => ({
      guide,
      owner: { scoutRouteId: idOf(routeIds, guide) },
    })),
  ];

  const reviewRows = subjects.flatMap(({ guide, owner }) =>
    guide.reviews.map((review) => ({
      ...owner,
      userId: userId(review.userEmail),
      rating: review.rating,
      title: review.title,
      body: review.body,
      suggestedDifficulty: review.suggestedDifficulty,
      visitedOn: review.visitedOn,
      createdAt: review.createdAt,
      updatedAt: review.createdAt,
    })),
  );
  const reviewIds = await insertWithIds(
    reviewRows,
    (batch: (typeof reviews.$inferInsert)[]) =>
      tx
        .insert(reviews)
        .values(batch)
        .returning({ id: reviews.id, trailId: reviews.trailId, scoutRouteId: reviews.scoutRouteId, userId: reviews.userId }),
    reviewKey,
  );

  return {
    subjects,
    trailId: (trail) => idOf(trailIds, trail),
    scoutRouteId: (route) => idOf(routeIds, route),
    parkId: (stateCode, slug) => idOf(parkIds, { stateCode, slug }),
    reviewId: (owner, userEmail) => reviewIds.get(reviewKey({ ...owner, userId: userId(userEmail) }))!,
    reviewCount: reviewRows.length,
  };
}
