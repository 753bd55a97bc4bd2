// The browser's calls of both guide pages that the page makes as it loads (spec §7 "Scout route page");
// trails make the same calls under their own segment. The calls of parts that load later are in
// guide-api-on-use.ts, so the page's first chunk carries none of them (ADR 0021).
import type { DifficultyChanges, Review, ReviewPage } from "../../../shared/contracts/review.contract";
import { apiFetch } from "../../lib/api-client";

import type { GuideSegment } from "../../components/guide-records/guide-records-dialogs";

/** The URL segment of a guide kind: both kinds share reviews and history (spec §7). */
export type { GuideSegment };

/** Lists may come paginated ({results}) or bare; the page reads both. */
export type ListOrPage<T> = T[] | { results: T[] };
export const itemsOf = <T>(list: ListOrPage<T>): T[] => (Array.isArray(list) ? list : list.results);

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

  difficultyChanges: (id: number, kind: GuideSegment = "scout-routes") =>
    apiFetch<DifficultyChanges>(`/api/v2/reviews/${kind}/${id}/difficulty-changes/`),
  reviews: async (id: number, kind: GuideSegment = "scout-routes"): Promise<Review[]> =>
    itemsOf(await apiFetch<ListOrPage<Review> | ReviewPage>(`/api/v2/reviews/${kind}/${id}/?page_size=100`)),
};
