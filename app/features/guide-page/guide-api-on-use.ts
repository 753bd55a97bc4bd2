// The calls of the guide pages' parts that load when used (spec §7): the review form and its list,
// Nearby Trails and the staff tools. Kept out of guide-api.ts so the page's first chunk carries none
// of them (ADR 0021).
import type { Review, ReviewInput, ReviewUpdate } from "../../../shared/contracts/review.contract";
import type { ClosestPreview, GuideLines } from "../../../shared/contracts/scout-route.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { apiFetch } from "../../lib/api-client";
import { itemsOf, type GuideSegment, type ListOrPage } from "./guide-api";

export const guideApiOnUse = {
  /** The Nearby Trails tab: every nearby trail for paid readers, the preview trails for others. */
  nearbyTrails: async (id: number, kind: GuideSegment = "scout-routes"): Promise<ClosestPreview[]> =>
    itemsOf(await apiFetch<ListOrPage<ClosestPreview>>(`/api/v2/trails/${id}/nearby/?product_type=${kind}`)),

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
