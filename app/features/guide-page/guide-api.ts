// The browser's calls of both guide pages (spec §7 "Scout route page"); trails make the same calls
// under their own segment, and staff also read the extra map layers.
import type { DifficultyChanges, Review, ReviewInput, ReviewPage, ReviewUpdate } from "../../../shared/contracts/review.contract";
import type { ClosestPreview, GuideLines } from "../../../shared/contracts/scout-route.contract";
import type { Bounds } from "../../../shared/domain/geometry";
import { apiFetch } from "../../lib/api-client";

import type { GuideSegment } from "../../components/guide-records/guide-records-dialogs";

/** The URL segment of a guide kind: both kinds share reviews and history (spec §7). */
export type { GuideSegment };

/** Lists may come paginated ({results}) or bare; the page reads both. */
type ListOrPage<T> = T[] | { results: T[] };
const itemsOf = <T>(list: ListOrPage<T>): T[] => (Array.isArray(list) ? list : list.results);

export const guideApi = {
  recordScreenView: (id: number, kind: GuideSegment = "scout-routes") =>
    apiFetch<unknown>("/api/v2/users/screen-view/", {
      method: "POST",
      json: { [kind === "trails" ? "trail_id" : "scout_route_id"]: id, platform: "website" },
    }),

  /** Resolves when the reader has voted; any error means not voted (spec §4). */
  hasVoted: (id: number) =>
    apiFetch<unknown>(`/api/v3/scout-routes/${id}/vote/`).then(
      () => true,
      () => false,
    ),
  vote: (id: number) => apiFetch<unknown>(`/api/v3/scout-routes/${id}/vote/`, { method: "POST", json: {} }),
  removeVote: (id: number) => apiFetch<unknown>(`/api/v3/scout-routes/${id}/vote/`, { method: "DELETE" }),

  closestPreviews: async (id: number, kind: GuideSegment = "scout-routes"): Promise<ClosestPreview[]> =>
    itemsOf(await apiFetch<ListOrPage<ClosestPreview>>(`/api/v2/trails/${id}/closest-preview/?product_type=${kind}`)),

  difficultyChanges: (id: number, kind: GuideSegment = "scout-routes") =>
    apiFetch<DifficultyChanges>(`/api/v2/reviews/${kind}/${id}/difficulty-changes/`),
  reviews: async (id: number, kind: GuideSegment = "scout-routes"): Promise<Review[]> =>
    itemsOf(await apiFetch<ListOrPage<Review> | ReviewPage>(`/api/v2/reviews/${kind}/${id}/?page_size=100`)),
  addReview: (id: number, review: ReviewInput, kind: GuideSegment = "scout-routes") =>
    apiFetch<Review>(`/api/v2/reviews/${kind}/${id}/`, { method: "POST", json: review }),
  updateReview: (reviewId: number, review: ReviewUpdate) =>
    apiFetch<Review>(`/api/v2/reviews/${reviewId}/`, { method: "PATCH", json: review }),
  /** Adds a photo to one's own review (multipart field "photo"); the API answers with the review. */
  addReviewPhoto: (reviewId: number, photo: File) => {
    const form = new FormData();
    form.append("photo", photo);
    return apiFetch<Review>(`/api/v2/reviews/${reviewId}/photos/`, { method: "POST", form });
  },
  deleteReview: (reviewId: number) => apiFetch<unknown>(`/api/v2/reviews/${reviewId}/`, { method: "DELETE" }),

  saveNewEditionDate: (id: number, newEditionDate: string | null, kind: GuideSegment = "scout-routes") =>
    apiFetch<unknown>(`/api/v2/${kind}/edit/${id}/`, { method: "PATCH", json: { new_edition_date: newEditionDate } }),

  /** Every guide line and waypoint around the map's bounds, published or not (SCOUT or greater). */
  staffMapLayers: ([[west, south], [east, north]]: Bounds) =>
    apiFetch<GuideLines>(`/api/v2/staff/guide-lines/?bbox=${[west, south, east, north].join(",")}`),
};
