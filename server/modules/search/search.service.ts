// Search (spec §2.8, §3, §7; ADR 0013): autocomplete for the global bar, the advanced search page,
// and search-tracking reports. Results carry `_formatted` fields whose only markup is <em>, built from
// the title and place alone. A guide's paid text is searched only for readers who may read it (ADR 0066).
import type {
  AdvancedSearchQuery,
  FacetCount,
  SearchHit,
  SearchResult,
  SearchTrack,
} from "../../../shared/contracts/search.contract";
import type { SearchIndex } from "../../../shared/domain/search-options";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canReadFull } from "../../../shared/domain/access";
import { DIFFICULTY_LEVELS, type DifficultyLabel } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import type { RigFitMark } from "../../../shared/contracts/garage.contract";
import type { RigFitService } from "../garage/rig-fit.service";
import type { ServiceDeps } from "../../services";
import type { CacheStats } from "../../metrics/cache-stats";
import { createAutocompleteCache } from "./autocomplete-cache";
import { createFreshRead } from "./fresh-read";
import { highlight } from "./highlight";
import { isPlainText, readQuery, type DifficultyBand, type PlaceName, type QueryReading } from "./query-reading";
import {
  createSearchRepository,
  type SearchedText,
  type SearchFilters,
  type SearchOrder,
  type SearchRepository,
  type SearchRow,
} from "./search.repository";
import { searchTerms } from "./search-text";
import { helpArticleLink } from "../../../shared/domain/help-centre";

export const AUTOCOMPLETE_LIMIT = 10;

const INDEX_LABELS: Record<SearchIndex, string> = {
  trails: "Trails",
  scout_routes: "Scout routes",
  orv_parks: "ORV parks",
  regions: "Regions",
  cities: "Towns",
  states: "States",
  blog_posts: "Blog posts",
  events: "Events",
  help_articles: "Help articles",
};

/** An answer is a few rows of a few hundred bytes each. */
const AUTOCOMPLETE_CACHE_BYTES = 16 * 1024 * 1024;

/** Answers kept for the global bar (0 turns the cache off), and for how long at most. */
export interface AutocompleteCacheOptions {
  cacheEntries?: number;
  cacheTtlMs?: number;
}

/**
 * The text a reader's words may match: a guide's paid text too for a reader who may read every guide
 * in full; otherwise only what the paywall shows, and the paid text of All-Access Preview trails.
 */
function searchedTextFor(reader: UserClaims | null): SearchedText {
  return canReadFull(reader, { isPreview: false }) ? "full" : "public";
}

async function runPlan(
  repository: SearchRepository,
  { terms, filters, order }: SearchPlan,
  window: { limit: number; offset: number },
) {
  const [{ count, rows }, facets] = await Promise.all([
    repository.search(terms, filters, order, window),
    repository.facets(terms, filters, order),
  ]);
  return { count, rows, facets };
}

/** The rating filter of a difficulty word ("beginner": guides rated 1-2), unless the page asks for its own. */
function difficultyFilters(reading: QueryReading, asked: AskedFilters = {}): SearchFilters {
  if (!reading.difficulty || asked["difficulty-min"] !== undefined || asked["difficulty-max"] !== undefined) return {};
  return { "difficulty-min": reading.difficulty.min, "difficulty-max": reading.difficulty.max };
}

/** The filters a reading of the query asks for. */
function readingFilters(reading: QueryReading): SearchFilters {
  return { state: reading.stateCode ?? undefined, indexes: reading.indexes ?? undefined, ...difficultyFilters(reading) };
}

/** A query of difficulty words and common words alone ("beginner", "easy trails") names nothing. */
const isOnlyDifficulty = (reading: QueryReading) => reading.difficulty !== null && reading.text.length === 0;

/** The label of a band of the rating ("Easy" for 1-2). */
function difficultyLabel({ min, max }: DifficultyBand): DifficultyLabel | null {
  return DIFFICULTY_LEVELS.find((level) => level.min === min && level.max === max)?.label ?? null;
}

/** True when every typed word begins a word of the title. */
function titleHoldsAll(title: string, typed: readonly string[]): boolean {
  const titleWords = searchTerms(title);
  return typed.every((term) => titleWords.some((word) => word.startsWith(term)));
}

/** What the query meant, then the typed words' other matches, each once. */
function meantFirst(byMeaning: readonly SearchRow[], byWords: readonly SearchRow[]): SearchRow[] {
  const seen = new Set<string>();
  return [...byMeaning, ...byWords]
    .filter((row) => {
      const key = `${row.index}:${row.ref_id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, AUTOCOMPLETE_LIMIT);
}

type AskedFilters = SearchFilters;

interface SearchPlan {
  terms: string[];
  filters: SearchFilters;
  order: SearchOrder;
  /** The difficulty a word of the query filters on, when this plan applies it. */
  difficulty?: DifficultyLabel;
}

/**
 * What the search page tries, in order, until one finds something: the typed words when a title
 * holds them all; the query as meant (the page's own filters win over the words); the typed words
 * as they are; the documents matching the most of the words.
 */
async function searchPlans(
  repository: SearchRepository,
  reading: QueryReading,
  asked: AskedFilters,
  { sort, text }: Pick<SearchOrder, "sort" | "text">,
): Promise<SearchPlan[]> {
  const literal: SearchPlan = { terms: reading.typed, filters: asked, order: { sort, text } };
  const partialWords = reading.text.length > 0 ? reading.text : reading.typed;
  const partial: SearchPlan[] =
    partialWords.length > 1 ? [{ terms: partialWords, filters: asked, order: { sort, text, words: "any" } }] : [];
  if (isPlainText(reading)) return [literal, ...partial];
  const ratingFilter = difficultyFilters(reading, asked);
  const meant: SearchPlan = {
    terms: reading.text,
    // The kinds the words named stay beside the page's type, so every tab counts the same results.
    filters: {
      ...asked,
      ...ratingFilter,
      state: asked.state ?? reading.stateCode ?? undefined,
      indexes: reading.indexes ?? undefined,
    },
    order: { sort, text, difficulty: reading.difficulty },
    ...(ratingFilter["difficulty-min"] !== undefined && reading.difficulty
      ? { difficulty: difficultyLabel(reading.difficulty) ?? undefined }
      : {}),
  };
  // A difficulty alone asks for guides: its words as typed are looked for in guides only.
  if (isOnlyDifficulty(reading)) return [meant, { ...literal, filters: { ...asked, indexes: meant.filters.indexes } }];
  const { rows } = await repository.search(reading.typed, asked, { sort: "relevance", text }, { limit: 1, offset: 0 });
  const isName = rows[0] !== undefined && titleHoldsAll(rows[0].title, reading.typed);
  return isName ? [literal, meant, ...partial] : [meant, literal, ...partial];
}

export function createSearchService(
  { db, reads, clock, config, rigFit }: Pick<ServiceDeps, "db" | "reads" | "clock" | "config"> & { rigFit: RigFitService },
  { cacheEntries = 5000, cacheTtlMs = 60_000 }: AutocompleteCacheOptions = {},
) {
  const cache =
    cacheEntries > 0
      ? createAutocompleteCache<SearchRow[]>({ maxEntries: cacheEntries, maxBytes: AUTOCOMPLETE_CACHE_BYTES, ttlMs: cacheTtlMs })
      : null;
  // Every cached answer is checked against the index version; concurrent requests share the read.
  const currentIndexVersion = createFreshRead(() => createSearchRepository(reads).indexVersion());
  let placeNames: { version: number; names: Promise<PlaceName[]> } | null = null;

  /** The states and provinces a query can name, read again whenever the search index changes. */
  async function knownPlaceNames(repository: SearchRepository): Promise<PlaceName[]> {
    const version = await currentIndexVersion();
    if (placeNames?.version !== version) placeNames = { version, names: repository.placeNames() };
    return placeNames.names;
  }

  /** A state is only read beside other words, so a single word needs no place names. */
  async function read(typed: readonly string[], repository: SearchRepository): Promise<QueryReading> {
    return readQuery(typed, typed.length > 1 ? await knownPlaceNames(repository) : []);
  }

  /**
   * The global bar's answer. Most queries are a name, typed whole, begun or misspelt: the typed
   * words as they are answer them, in one statement. Otherwise the query as the driver meant it
   * (kinds, a state, a difficulty) comes first, then the typed words' other matches; when nothing
   * matches at all, the documents holding the most of the words. The typed words match titles and
   * places only; the other plans match the text the reader may read.
   */
  async function findSuggestions(typed: readonly string[], text: SearchedText, executor: Executor): Promise<SearchRow[]> {
    const repository = createSearchRepository(executor);
    const byWords = await repository.autocomplete(typed, AUTOCOMPLETE_LIMIT);
    const isName = byWords.some((row) => titleHoldsAll(row.title, typed)) && !isOnlyDifficulty(readQuery(typed, []));
    if (isName) return byWords;
    if (byWords.length > 0 && isPlainText(readQuery(typed, []))) return byWords;
    const reading = await read(typed, repository);
    const page = { limit: AUTOCOMPLETE_LIMIT, offset: 0 };
    const filters = readingFilters(reading);
    if (!isPlainText(reading)) {
      const meant = await repository.search(
        reading.text,
        filters,
        { sort: "relevance", text, difficulty: reading.difficulty },
        page,
      );
      const found = meantFirst(meant.rows, byWords);
      if (found.length > 0) return found;
    }
    if (byWords.length > 0 || reading.text.length < 2) return byWords;
    return (await repository.search(reading.text, filters, { sort: "relevance", text, words: "any" }, page)).rows;
  }

  /**
   * Cached rows while the index version they were read at holds, one answer per searched text; reads
   * inside a transaction bypass the cache.
   */
  async function autocompleteRows(terms: readonly string[], text: SearchedText, executor: Executor): Promise<SearchRow[]> {
    if (!cache || executor !== reads) return findSuggestions(terms, text, executor);
    const key = `${text}:${terms.join(" ")}`;
    const version = await currentIndexVersion();
    const cached = cache.get(key, version, clock.now().getTime());
    if (cached) return cached;
    const rows = await findSuggestions(terms, text, executor);
    cache.set(key, rows, version, clock.now().getTime());
    return rows;
  }

  function toResult(row: SearchRow, terms: readonly string[]): SearchResult {
    // A help article's stored href is articles/{slug}; the help centre it lives in comes from the config.
    const link =
      row.index === "help_articles"
        ? helpArticleLink(row.href.replace(/^articles\//, ""), config.client.supportUrl)
        : { href: row.href };
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

  function toHit(row: SearchRow, terms: readonly string[], rigFitMark?: RigFitMark): SearchHit {
    return {
      ...(rigFitMark ? { rig_fit: rigFitMark } : {}),
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
    /** The global bar's suggestions for `reader`; `executor` lets a caller read inside its own transaction. */
    async autocomplete(keyword: string, reader: UserClaims | null, executor: Executor = reads): Promise<SearchResult[]> {
      const terms = searchTerms(keyword);
      if (terms.length === 0) return [];
      const rows = await autocompleteRows(terms, searchedTextFor(reader), executor);
      return rows.map((row) => toResult(row, terms));
    },

    /** How often the autocomplete was answered from its cache (for the bench and diagnostics). */
    autocompleteCacheStats: (): CacheStats => cache?.stats() ?? { hits: 0, misses: 0 },

    /**
     * The advanced search. Under "fits my rig" (paid readers with a primary rig: 401, 403 or 409
     * otherwise), only trails not ruled out for the reader's rig, each marked with its verdict.
     */
    async search(
      query: AdvancedSearchQuery,
      reader: UserClaims | null,
    ): Promise<{
      count: number;
      results: SearchHit[];
      facets: { type: FacetCount[]; state: FacetCount[] };
      difficulty: DifficultyLabel | null;
    }> {
      const repository = createSearchRepository(reads);
      const typed = searchTerms(query.q);
      const { q: _q, page, page_size: pageSize, sort, "fits-my-rig": fitsMyRig, ...filters } = query;
      const rigFilter = fitsMyRig ? await rigFit.filterFor(reader) : null;
      const asked: SearchFilters = rigFilter ? { ...filters, rulingOut: rigFilter.concerns_ruling_out } : filters;
      const window = { limit: pageSize, offset: (page - 1) * pageSize };
      const plans = await searchPlans(repository, await read(typed, repository), asked, { sort, text: searchedTextFor(reader) });
      let plan = plans[0]!;
      let found = await runPlan(repository, plan, window);
      for (const next of plans.slice(1)) {
        if (found.count > 0) break;
        plan = next;
        found = await runPlan(repository, plan, window);
      }
      const { count, rows, facets } = found;
      const trailIds = rows.filter((row) => row.index === "trails").map((row) => row.ref_id);
      const marks = rigFilter ? await rigFit.marksFor(rigFilter, trailIds) : null;
      return {
        count,
        results: rows.map((row) => toHit(row, typed, row.index === "trails" ? marks?.get(row.ref_id) : undefined)),
        facets: {
          type: facets.type
            .map((facet) => ({ ...facet, label: INDEX_LABELS[facet.value as SearchIndex] ?? facet.value }))
            .sort((a, b) => b.count - a.count),
          state: facets.state,
        },
        difficulty: plan.difficulty ?? null,
      };
    },

    async track(track: SearchTrack, reader: UserClaims | null): Promise<SearchTrack> {
      await createSearchRepository(db).insertTrack({ ...track, userId: reader?.id ?? null, at: clock.now() });
      return track;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
