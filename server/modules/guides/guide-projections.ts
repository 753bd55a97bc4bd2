// What a guide write refreshes beside the guide's own row, named by the write and run in its
// transaction, so the map, search and totals change together with the content (DESIGN §9):
// - "review-totals": the guide's review average and count;
// - "map": the guide's tile rows (they carry its rating and length);
// - "search": the guide's search document.
// The sitemap is read from the guides themselves and needs no refresh.
import type { Executor } from "../../db/client";
import { refreshGuideMapFeatures } from "../map/map-features";
import { refreshSearchDocuments } from "../search/search-documents";
import type { GuideKind } from "./guides.repository";
import { createReviewsRepository } from "./reviews.repository";

export type GuideProjection = "review-totals" | "map" | "search";

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
}

/** What a review's write changes: the guide's totals, and the map and search rows that show them. */
export const REVIEW_PROJECTIONS: readonly GuideProjection[] = ["review-totals", "map", "search"];
