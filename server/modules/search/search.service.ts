// Search (spec §2.8, §3, §7; ADR 0013): autocomplete for the global bar, the advanced search page,
// and search-tracking reports. Results carry `_formatted` fields whose only markup is <em>.
import type {
  AdvancedSearchQuery,
  FacetCount,
  SearchHit,
  SearchResult,
  SearchTrack,
} from "../../../shared/contracts/search.contract";
import type { SearchIndex } from "../../../shared/domain/search-options";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { Executor } from "../../db/client";
import type { ServiceDeps } from "../../services";
import { createAutocompleteCache, type CacheStats } from "./autocomplete-cache";
import { createFreshRead } from "./fresh-read";
import { highlight } from "./highlight";
import { createSearchRepository, type SearchRow } from "./search.repository";
import { searchTerms } from "./search-text";

export const AUTOCOMPLETE_LIMIT = 10;

const INDEX_LABELS: Record<SearchIndex, string> = {
  trails: "Trails",
  scout_routes: "Scout routes",
  orv_parks: "ORV parks",
  regions: "Regions",
  cities: "Towns",
  states: "States",
  blog_posts: "Blog posts",
  help_articles: "Help articles",
};

/** An answer is a few rows of a few hundred bytes each. */
const AUTOCOMPLETE_CACHE_BYTES = 16 * 1024 * 1024;

/** Answers kept for the global bar (0 turns the cache off), and for how long at most. */
export interface AutocompleteCacheOptions {
  cacheEntries?: number;
  cacheTtlMs?: number;
}

export function createSearchService(
  { db, clock, config }: Pick<ServiceDeps, "db" | "clock" | "config">,
  { cacheEntries = 5000, cacheTtlMs = 60_000 }: AutocompleteCacheOptions = {},
) {
  const cache =
    cacheEntries > 0
      ? createAutocompleteCache<SearchRow[]>({ maxEntries: cacheEntries, maxBytes: AUTOCOMPLETE_CACHE_BYTES, ttlMs: cacheTtlMs })
      : null;
  // Every cached answer is checked against the index version; concurrent requests share the read.
  const currentIndexVersion = createFreshRead(() => createSearchRepository(db).indexVersion());

  /** Cached rows while the index version they were read at holds; reads inside a transaction bypass the cache. */
  async function autocompleteRows(terms: readonly string[], executor: Executor): Promise<SearchRow[]> {
    const repository = createSearchRepository(executor);
    if (!cache || executor !== db) return repository.autocomplete(terms, AUTOCOMPLETE_LIMIT);
    const key = terms.join(" ");
    const version = await currentIndexVersion();
    const cached = cache.get(key, version, clock.now().getTime());
    if (cached) return cached;
    const rows = await repository.autocomplete(terms, AUTOCOMPLETE_LIMIT);
    cache.set(key, rows, version, clock.now().getTime());
    return rows;
  }

  function toResult(row: SearchRow, terms: readonly string[]): SearchResult {
    // Help articles live in the help centre; their stored href is relative to it.
    const link = row.index === "help_articles" ? { url: new URL(row.href, config.client.supportUrl).href } : { href: row.href };
    return {
      index: row.index,
      ...link,
      title: row.title,
      nearest_town_name: row.town_name,
      state_title: row.state_title,
      state_code: row.state_code,
      _formatted: {
        title: highlight(row.title, terms) ?? "",
        nearest_town_name: highlight(row.town_name, terms),
        state_title: highlight(row.state_title, terms),
      },
    };
  }

  function toHit(row: SearchRow, terms: readonly string[]): SearchHit {
    return {
      ...toResult(row, terms),
      technical_rating_low: row.difficulty_low,
      technical_rating_high: row.difficulty_high,
      length_miles: row.length_miles === null ? null : Math.round(row.length_miles * 10) / 10,
      review_average: row.rating,
      review_count: row.review_count,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  }

  return {
    /** The global bar's suggestions; `executor` lets a caller read inside its own transaction. */
    async autocomplete(keyword: string, executor: Executor = db): Promise<SearchResult[]> {
      const terms = searchTerms(keyword);
      if (terms.length === 0) return [];
      const rows = await autocompleteRows(terms, executor);
      return rows.map((row) => toResult(row, terms));
    },

    /** How often the autocomplete was answered from its cache (for the bench and diagnostics). */
    autocompleteCacheStats: (): CacheStats => cache?.stats() ?? { hits: 0, misses: 0 },

    async search(query: AdvancedSearchQuery): Promise<{
      count: number;
      results: SearchHit[];
      facets: { type: FacetCount[]; state: FacetCount[] };
    }> {
      const repository = createSearchRepository(db);
      const terms = searchTerms(query.q);
      const { q: _q, page, page_size: pageSize, ...filters } = query;
      const [{ count, rows }, facets] = await Promise.all([
        repository.search(terms, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
        repository.facets(terms, filters),
      ]);
      return {
        count,
        results: rows.map((row) => toHit(row, terms)),
        facets: {
          type: facets.type
            .map((facet) => ({ ...facet, label: INDEX_LABELS[facet.value as SearchIndex] ?? facet.value }))
            .sort((a, b) => b.count - a.count),
          state: facets.state,
        },
      };
    },

    async track(track: SearchTrack, reader: UserClaims | null): Promise<SearchTrack> {
      await createSearchRepository(db).insertTrack({ ...track, userId: reader?.id ?? null, at: clock.now() });
      return track;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
