// The search bar's calls (spec §7): autocomplete and the tracking report, whose errors are ignored.
import type { SearchResult, SearchTrack } from "../../../shared/contracts/search.contract";
import { analytics } from "../../lib/analytics";
import { apiFetch } from "../../lib/api-client";

export const searchApi = {
  autocomplete: (keyword: string, signal?: AbortSignal) =>
    apiFetch<SearchResult[]>(`/api/v2/search/all/?keyword=${encodeURIComponent(keyword)}`, { signal }),
  /** Fire and forget (spec §7 "errors ignored"); analytics hears of the search entry too. */
  track: (track: SearchTrack) => {
    apiFetch<unknown>("/api/v2/search/track/", { method: "POST", json: track }).catch(() => undefined);
    analytics.capture("search entry", { location: track.origin });
  },
};
