// The /search page keeps everything in the URL (ADR 0013): these read a URL into a query, leaving
// out any key that does not parse, and build links that change one thing and go back to page 1.
import type { AdvancedSearchQuery } from "../../../shared/contracts/search.contract";
import { SEARCH_PAGE_SIZE } from "../../../shared/domain/search-options";

export type SearchPageQuery = Omit<AdvancedSearchQuery, "page_size">;

export const FILTER_KEYS = [
  "type",
  "state",
  "difficulty-min",
  "difficulty-max",
  "length-min",
  "length-max",
  "rating-min",
  "fits-my-rig",
] as const;
const URL_ORDER = ["q", ...FILTER_KEYS, "sort", "page"] as const;
export type SearchFilterKey = (typeof FILTER_KEYS)[number];

export function toApiQuery(query: SearchPageQuery): AdvancedSearchQuery {
  return { ...query, page_size: SEARCH_PAGE_SIZE };
}

/** The /search URL of `query` with `changes`; any change but the page goes back to page 1. */
export function searchPageHref(
  query: SearchPageQuery,
  changes: Partial<Record<keyof SearchPageQuery, string | number | boolean | undefined>> = {},
): string {
  const next: Record<string, string | number | boolean | undefined> = { ...query, ...changes };
  if (!("page" in changes)) next.page = undefined;
  const params = new URLSearchParams();
  for (const key of URL_ORDER) {
    const value = next[key];
    if (value === undefined || value === "" || value === false) continue;
    if (key === "sort" && value === "relevance") continue;
    if (key === "page" && Number(value) === 1) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  const text = params.toString();
  return text ? `/search?${text}` : "/search";
}

export function hasFilters(query: SearchPageQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

/** Page numbers to offer around `current`, with null for a gap: 1 … 4 5 6 … 12. */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const page of sorted) {
    const previous = pages[pages.length - 1];
    if (typeof previous === "number" && page - previous > 1) pages.push(null);
    pages.push(page);
  }
  return pages;
}
