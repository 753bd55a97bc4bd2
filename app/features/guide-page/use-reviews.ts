// Reviews and the difficulty-change summary, fetched together and refreshed after a new review.
import { useCallback, useEffect, useState } from "react";
import type { DifficultyChanges, Review } from "../../../shared/contracts/review.contract";
import { guideApi, type GuideSegment } from "./guide-api";

export interface ReviewsState {
  /** null while the first load runs. */
  reviews: Review[] | null;
  difficultyChanges: DifficultyChanges | null;
  hasFailed: boolean;
  refresh: () => Promise<void>;
}

export function useReviews(routeId: number, kind: GuideSegment = "scout-routes"): ReviewsState {
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [difficultyChanges, setDifficultyChanges] = useState<DifficultyChanges | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  const refresh = useCallback(async () => {
    const [changes, list] = await Promise.allSettled([
      guideApi.difficultyChanges(routeId, kind),
      guideApi.reviews(routeId, kind),
    ]);
    if (changes.status === "fulfilled") setDifficultyChanges(changes.value);
    if (list.status === "fulfilled") setReviews(list.value);
    setHasFailed(list.status === "rejected");
  }, [routeId, kind]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { reviews, difficultyChanges, hasFailed, refresh };
}
