// SQL of search (ADR 0013): a weighted full-text prefix match, widened with typo corrections from
// search_words, ranked by field weight (title A > town and state B > text C), title start and
// popularity. Only published rows are ever read.
import { sql, type SQL } from "drizzle-orm";
import type { AdvancedSearchQuery, SearchIndex, SearchSort } from "../../../shared/contracts/search.contract";
import type { Executor } from "../../db/client";
import { searchTracks } from "../../db/schema";
import { prefixTsQuery } from "./search-text";

/** Trigram matching on fewer letters than this finds noise; the prefix match covers it. */
const MIN_TRIGRAM_LENGTH = 3;

export interface SearchRow {
  index: SearchIndex;
  ref_id: number;
  title: string;
  town_name: string | null;
  state_code: string | null;
  state_title: string | null;
  href: string;
  difficulty_low: number | null;
  difficulty_high: number | null;
  length_miles: number | null;
  rating: number | null;
  review_count: number | null;
  latitude: number | null;
  longitude: number | null;
}

interface FacetRow {
  value: string;
  label?: string;
  count: number | string;
}

interface Match {
  /** The FROM clause: the documents, with the typed query as `q.query`. */
  source: SQL;
  where: SQL;
  score: SQL;
}

/** Corrections considered per typed word, and how alike they must be (pg_trgm similarity). */
const CORRECTIONS_PER_TERM = 3;
const MIN_CORRECTION_SIMILARITY = 0.4;

/**
 * One typed word as a tsquery: the word as a prefix, OR, when no known word begins with it, its
 * nearest known words (a typo's correction, from search_words by trigram similarity, never much
 * shorter than what was typed).
 * Words too short for trigrams stay prefixes.
 */
function termQuery(term: string): SQL {
  const prefix = sql`to_tsquery('simple', ${`${term}:*`})`;
  if (term.length < MIN_TRIGRAM_LENGTH) return prefix;
  // A word that begins some known word is taken as typed (an index lookup); only the others,
  // typos, pay for the trigram search.
  const corrections = sql`(select string_agg(quote_literal(w.word), ' | ')::tsquery from (
      select word from search_words where word % ${term} and similarity(word, ${term}) >= ${MIN_CORRECTION_SIMILARITY}
        and length(word) >= ${term.length - 1}
        and not exists (select from search_words known where known.word like ${`${term}%`})
      order by word <-> ${term} limit ${CORRECTIONS_PER_TERM}) w)`;
  return sql`coalesce(${prefix} || ${corrections}, ${prefix})`;
}

/** Autocomplete matches titles and places only; the search page also matches the text. */
type SearchedField = "document" | "name_document";

/** The match condition and score for folded `terms`; null when nothing searchable was typed. */
function matchTerms(terms: readonly string[]): Match | null {
  if (terms.length === 0) return null;
  const exact = sql`to_tsquery('simple', ${prefixTsQuery(terms)})`;
  const tolerant = sql.join(terms.map(termQuery), sql` && `);
  return {
    // One row holding the query, computed once ("offset 0" keeps the planner from copying the
    // expression into every use); the GIN index takes it as a parameter.
    source: sql`(select ${tolerant} as query offset 0) q cross join search_documents d`,
    where: sql`d.document @@ q.query`,
    score: score("document", exact, sql`q.query`, terms),
  };
}

/**
 * Typed words as written outrank corrections; then field weights, a title that starts with the
 * phrase, and popularity. `exact` is what was typed; `query` may widen it with typo corrections.
 */
function score(field: SearchedField, exact: SQL, query: SQL, terms: readonly string[]): SQL {
  const column = sql.raw(`d.${field}`);
  return sql`(case when ${column} @@ ${exact} then 1 else 0 end
    + ts_rank(${column}, ${query})
    + case when d.search_title like ${`${terms.join(" ")}%`} then 0.5 else 0 end
    + 0.05 * ln(1 + d.popularity))`;
}

/** Autocomplete fetches and ranks up to this many matches; a query that matches more is broad. */
const COMPLETE_MATCH_LIMIT = 1500;
/** A broad query ranks only its most popular matches, which an index delivers in that order. */
const BROAD_MATCH_SLICE = 50;

const SELECTED_COLUMNS = `d.index, d.ref_id, d.title, d.town_name, d.state_code, d.state_title, d.href,
  d.difficulty_low, d.difficulty_high, d.length_miles, d.rating, d.review_count, d.latitude, d.longitude`;
const SELECTED = sql.raw(SELECTED_COLUMNS);

/** What ranking an autocomplete candidate reads, besides the result columns. */
const CANDIDATE_COLUMNS = sql.raw(`${SELECTED_COLUMNS}, d.popularity, d.search_title, d.name_document`);

type Filters = Omit<AdvancedSearchQuery, "q" | "sort" | "page" | "page_size">;

function filterConditions(filters: Filters, skip?: "type" | "state"): SQL[] {
  const conditions: SQL[] = [];
  if (filters.type && skip !== "type") conditions.push(sql`d.index = ${filters.type}`);
  if (filters.state && skip !== "state") conditions.push(sql`d.state_code = ${filters.state}`);
  // A guide's range overlaps the asked range.
  if (filters["difficulty-min"] !== undefined) conditions.push(sql`d.difficulty_high >= ${filters["difficulty-min"]}`);
  if (filters["difficulty-max"] !== undefined) conditions.push(sql`d.difficulty_low <= ${filters["difficulty-max"]}`);
  if (filters["length-min"] !== undefined) conditions.push(sql`d.length_miles >= ${filters["length-min"]}`);
  if (filters["length-max"] !== undefined) conditions.push(sql`d.length_miles <= ${filters["length-max"]}`);
  if (filters["rating-min"] !== undefined) conditions.push(sql`d.rating >= ${filters["rating-min"]}`);
  return conditions;
}

const ORDER: Record<Exclude<SearchSort, "relevance">, SQL> = {
  rating: sql`d.rating desc nulls last, d.review_count desc nulls last`,
  length: sql`d.length_miles asc nulls last`,
  newest: sql`d.published_at desc nulls last`,
};

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  return result.rows as T[];
}

export function createSearchRepository(db: Executor) {
  const sourceOf = (match: Match | null) => match?.source ?? sql`search_documents d`;

  function whereClause(match: Match | null, conditions: SQL[]): SQL {
    return sql.join([sql`d.published`, ...(match ? [match.where] : []), ...conditions], sql` and `);
  }

  /** The autocomplete's top `limit` among the candidates, best first, with how many candidates there were. */
  async function rankCandidates(candidates: SQL, exact: SQL, query: SQL, terms: readonly string[], limit: number) {
    return selectRows<SearchRow & { candidate_count: number | string }>(
      db,
      sql`with d as materialized (${candidates})
        select ${SELECTED}, (select count(*) from d) as candidate_count from d
        order by ${score("name_document", exact, query, terms)} desc, d.popularity desc, d.title
        limit ${limit}`,
    );
  }

  /** Ranks every match of `query`, or, when it matches too many to rank quickly, the most popular. */
  async function rankMatches(exact: SQL, query: SQL, terms: readonly string[], limit: number): Promise<SearchRow[]> {
    const matching = sql`select ${CANDIDATE_COLUMNS} from search_documents d where d.published and d.name_document @@ ${query}`;
    const all = await rankCandidates(sql`${matching} limit ${COMPLETE_MATCH_LIMIT}`, exact, query, terms, limit);
    const isBroad = Number(all[0]?.candidate_count ?? 0) >= COMPLETE_MATCH_LIMIT;
    const rows = isBroad
      ? await rankCandidates(
          sql`${matching} order by d.popularity desc nulls last limit ${BROAD_MATCH_SLICE}`,
          exact,
          query,
          terms,
          limit,
        )
      : all;
    return rows.map(({ candidate_count: _count, ...row }) => row);
  }

  return {
    /**
     * What was typed, as prefixes, first; only when that finds fewer than `limit`, and a word begins
     * no known word, are typos corrected (a match of the typed words always outranks a correction, so
     * the top results are the same).
     */
    async autocomplete(terms: readonly string[], limit: number): Promise<SearchRow[]> {
      if (terms.length === 0) return [];
      const exact = sql`to_tsquery('simple', ${prefixTsQuery(terms)})`;
      const typed = await rankMatches(exact, exact, terms, limit);
      if (typed.length >= limit || !terms.some((term) => term.length >= MIN_TRIGRAM_LENGTH)) return typed;
      const [widened] = await selectRows<{ query: string; typed: string }>(
        db,
        sql`select (${sql.join(terms.map(termQuery), sql` && `)})::text as query, ${exact}::text as typed`,
      );
      if (!widened || widened.query === widened.typed) return typed;
      return rankMatches(exact, sql`${widened.query}::tsquery`, terms, limit);
    },

    /** Raised by every refreshSearchDocuments, in the writer's transaction; cached answers are kept while it holds. */
    async indexVersion(): Promise<number> {
      const [row] = await selectRows<{ version: number | string }>(db, sql`select version from search_index_state where id = 1`);
      return Number(row?.version ?? 0);
    },

    async search(
      terms: readonly string[],
      query: Filters & { sort: SearchSort },
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: SearchRow[] }> {
      const match = matchTerms(terms);
      const where = whereClause(match, filterConditions(query));
      const order =
        query.sort === "relevance"
          ? match
            ? sql`${match.score} desc, d.popularity desc`
            : sql`d.popularity desc`
          : ORDER[query.sort];
      const rows = await selectRows<SearchRow & { total: number | string }>(
        db,
        sql`select ${SELECTED}, count(*) over () as total from ${sourceOf(match)}
        where ${where}
        order by ${order}, d.title, d.index, d.ref_id
        limit ${window.limit} offset ${window.offset}`,
      );
      const count = rows[0] ? Number(rows[0].total) : await this.count(terms, query);
      return { count, rows: rows.map(({ total: _total, ...row }) => row) };
    },

    async count(terms: readonly string[], filters: Filters): Promise<number> {
      const match = matchTerms(terms);
      const [row] = await selectRows<{ count: number | string }>(
        db,
        sql`select count(*) as count from ${sourceOf(match)} where ${whereClause(match, filterConditions(filters))}`,
      );
      return Number(row?.count ?? 0);
    },

    /** Result counts per content type and per state, each with every other filter applied. */
    async facets(terms: readonly string[], filters: Filters) {
      const match = matchTerms(terms);
      const [types, states] = await Promise.all([
        selectRows<FacetRow>(
          db,
          sql`select d.index as value, count(*) as count from ${sourceOf(match)}
          where ${whereClause(match, filterConditions(filters, "type"))} group by d.index`,
        ),
        selectRows<FacetRow>(
          db,
          sql`select d.state_code as value, max(d.state_title) as label, count(*) as count from ${sourceOf(match)}
          where ${whereClause(match, filterConditions(filters, "state"))} and d.state_code is not null
          group by d.state_code order by count(*) desc, max(d.state_title)`,
        ),
      ]);
      const counted = (rows: FacetRow[]) =>
        rows.map((row) => ({
          value: row.value,
          label: row.label ?? row.value,
          count: Number(row.count),
        }));
      return { type: counted(types), state: counted(states) };
    },

    async insertTrack(track: { query: string; origin: string; userId: number | null; at: Date }) {
      await db
        .insert(searchTracks)
        .values({ query: track.query, origin: track.origin, userId: track.userId, createdAt: track.at });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
