// The choices of search (spec §9, ADR 0013) as plain data, so the search page can offer them
// without loading the search contract's schemas.

/** Spec §9 search result categories, which are also the index names, and the events (ADR 0067). */
export const SEARCH_INDEXES = [
  "help_articles",
  "scout_routes",
  "trails",
  "blog_posts",
  "events",
  "states",
  "regions",
  "orv_parks",
  "cities",
] as const;
export type SearchIndex = (typeof SEARCH_INDEXES)[number];

export const SEARCH_SORTS = ["relevance", "rating", "length", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PAGE_SIZE = 20;
