// A point added by search: a town, trail, ORV park or other place the site's search finds, added
// where it lies. The search is asked for placed results only (blog posts and help articles have no
// position), a page at a time: "More places" adds the next page.
import { MapPin } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { AdvancedSearchPage, SearchHit } from "../../../../shared/contracts/search.contract";
import { controlClassName } from "../../../components/ui/field";
import { apiFetch } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";

/** How long typing pauses before the search runs. */
const SEARCH_PAUSE_MS = 300;
/** The places asked for at a time. */
const PLACES_PER_PAGE = 5;

type Place = SearchHit & { latitude: number; longitude: number };

type Found =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; places: Place[]; hasMore: boolean; isLoadingMore: boolean }
  | { status: "failed" };

/** A placed result always has its position; the type says so for the map. */
const isPlaced = (hit: SearchHit): hit is Place => hit.latitude !== null && hit.longitude !== null;

function searchPlaces(keyword: string, page: number, signal: AbortSignal) {
  const params = new URLSearchParams({ q: keyword, placed: "1", page: String(page), page_size: String(PLACES_PER_PAGE) });
  return apiFetch<AdvancedSearchPage>(`/api/v2/search/?${params}`, { signal });
}

/** The places the keyword finds, a page at a time, and `loadMore` for the next page. */
function usePlaceSearch(query: string): { found: Found; loadMore: () => void } {
  const [found, setFound] = useState<Found>({ status: "idle" });
  const keyword = query.trim();
  // Pages shown of this keyword's places: a new keyword starts again at one.
  const [shown, setShown] = useState({ keyword, pages: 1 });
  const pages = shown.keyword === keyword ? shown.pages : 1;
  useEffect(() => {
    if (keyword.length < 2) {
      setFound({ status: "idle" });
      return;
    }
    if (pages === 1) setFound({ status: "searching" });
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        searchPlaces(keyword, pages, controller.signal).then(
          (page) =>
            setFound((before) => ({
              status: "found",
              places: [...(pages > 1 && before.status === "found" ? before.places : []), ...page.results.filter(isPlaced)],
              hasMore: page.next !== null,
              isLoadingMore: false,
            })),
          () => {
            if (!controller.signal.aborted) setFound({ status: "failed" });
          },
        );
      },
      pages === 1 ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, pages]);
  const loadMore = () => {
    setFound((before) => (before.status === "found" ? { ...before, isLoadingMore: true } : before));
    setShown({ keyword, pages: pages + 1 });
  };
  return { found, loadMore };
}

interface PlanPlaceSearchProps {
  onAdd: (position: [number, number]) => void;
  disabled: boolean;
}

export function PlanPlaceSearch({ onAdd, disabled }: PlanPlaceSearchProps) {
  const { t } = useT();
  const [query, setQuery] = useState("");
  const { found, loadMore } = usePlaceSearch(query);
  const inputId = useId();
  const resultsId = useId();

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-dark-grey">
        {t("Add a point by search")}
      </label>
      <input
        id={inputId}
        type="search"
        className={controlClassName(false, "h-10")}
        placeholder={t("A town, trail or ORV park")}
        value={query}
        aria-describedby={resultsId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={resultsId} aria-live="polite" className="text-sm">
        {found.status === "searching" && <p className="text-grey">{t("Searching…")}</p>}
        {found.status === "failed" && <p className="text-brand-red">{t("The search did not answer. Please try again.")}</p>}
        {found.status === "found" && found.places.length === 0 && <p className="text-grey">{t("No place found.")}</p>}
        {found.status === "found" && found.places.length > 0 && (
          <ul aria-label={t("Places found")} className="divide-y divide-grey/15 rounded-lg ring-1 ring-grey/20">
            {found.places.map((place) => (
              <li key={`${place.index}-${place.href ?? place.title}`}>
                <button
                  type="button"
                  disabled={disabled}
                  className="flex w-full items-center gap-2 px-2 py-1.5 text-left hover:bg-neutral-100 disabled:opacity-40"
                  onClick={() => {
                    onAdd([place.longitude, place.latitude]);
                    setQuery("");
                  }}
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-grey" />
                  <span className="min-w-0">
                    <span className="sr-only">{t("Add")} </span>
                    <span className="font-semibold">{place.title}</span>
                    <span className="block text-xs text-grey">
                      {[place.nearest_town_name, place.state_title].filter(Boolean).join(", ")}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {found.status === "found" && found.hasMore && (
          <button
            type="button"
            className="mt-1 text-sm font-semibold text-brand-green-dark underline underline-offset-2 disabled:opacity-40"
            disabled={found.isLoadingMore}
            onClick={loadMore}
          >
            {found.isLoadingMore ? t("Searching…") : t("More places")}
          </button>
        )}
      </div>
    </div>
  );
}
