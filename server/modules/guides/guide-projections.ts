// What a guide write refreshes beside the guide's own row, named by the write and run in its
// transaction, so the map, search and totals change together with the content (DESIGN §9):
// - "review-totals": the guide's review average and count;
// - "map": the guide's tile rows (they carry its rating and length; the tile version moves with them);
// - "search": the guide's search document (the index version moves with it, so every process's
//   autocomplete answers are stale at once);
// - "counts": its state's content_count (ADR 0003) and the search documents of its state, region and
//   town, whose rank counts their published guides;
// - "surroundings": the public lands its line crosses and the roads it drives along (ADR 0082).
// The sitemap is read from the guides themselves and needs no refresh; shared page renders expire
// within a minute (ADR 0019), as the states menu does.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { scoutRoutes, trails } from "../../db/schema";
import { refreshGuideSurroundings } from "../map/guide-surroundings";
import { refreshGuideMapFeatures } from "../map/map-features";
import { refreshSearchDocuments } from "../search/search-documents";
import type { GuideKind } from "./guides.repository";
import { createReviewsRepository } from "./reviews.repository";

export type GuideProjection = "review-totals" | "map" | "search" | "counts" | "surroundings";

export async function refreshGuideProjections(
  tx: Executor,
  kind: GuideKind,
  guideId: number,
  projections: readonly GuideProjection[],
): Promise<void> {
  // Totals first: the map and search rows are built from them.
  if (projections.includes("review-totals")) await createReviewsRepository(tx).recountReviews(kind, guideId);
  if (projections.includes("map")) await refreshGuideMapFeatures(tx, kind, [guideId]);
  if (projections.includes("search")) await refreshSearchDocuments(tx, kind === "trail" ? "trails" : "scout_routes", [guideId]);
  if (projections.includes("counts")) await refreshPlaceCounts(tx, kind, guideId);
  if (projections.includes("surroundings")) await refreshGuideSurroundings(tx, kind, [guideId]);
}

/** What a review's write changes: the guide's totals, and the map and search rows that show them. */
export const REVIEW_PROJECTIONS: readonly GuideProjection[] = ["review-totals", "map", "search"];

/** What an edit of a published guide changes: its line, title, rating and text on the map and in search. */
export const GUIDE_EDIT_PROJECTIONS: readonly GuideProjection[] = ["map", "search"];

/** What a new line changes, published or not: the lands it crosses and the roads it drives along. */
export const LINE_PROJECTIONS: readonly GuideProjection[] = ["surroundings"];

/**
 * What publishing or unpublishing changes: whether the guide is on the map, in search, and counted
 * for its places; its surroundings are worked out then too, so its readers find them kept.
 */
export const PUBLICATION_PROJECTIONS: readonly GuideProjection[] = ["map", "search", "counts", "surroundings"];

/** content_count follows the data (ADR 0003): published trails, scout routes and ORV parks of these states, or all. */
export async function recountStateContent(executor: Executor, stateIds: readonly number[] | "all"): Promise<void> {
  const only =
    stateIds === "all"
      ? sql``
      : sql` where states.id in (${sql.join(
          stateIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  await executor.execute(sql`
    update states set content_count =
      (select count(*) from trails where trails.state_id = states.id and trails.published)
      + (select count(*) from scout_routes where scout_routes.state_id = states.id and scout_routes.published)
      + (select count(*) from orv_parks where orv_parks.state_id = states.id and orv_parks.published)${only}`);
}

async function refreshPlaceCounts(tx: Executor, kind: GuideKind, guideId: number): Promise<void> {
  const table = kind === "trail" ? trails : scoutRoutes;
  const [place] = await tx
    .select({ stateId: table.stateId, regionId: table.regionId, cityId: table.cityId })
    .from(table)
    .where(eq(table.id, guideId));
  if (!place) return;
  await recountStateContent(tx, [place.stateId]);
  await refreshSearchDocuments(tx, "states", [place.stateId]);
  if (place.regionId != null) await refreshSearchDocuments(tx, "regions", [place.regionId]);
  if (place.cityId != null) await refreshSearchDocuments(tx, "cities", [place.cityId]);
}
