// SQL of search (ADR 0013): a weighted full-text prefix match, widened with typo corrections from
// search_words, ranked by field weight (title A > town and state B > text C), title start and
// popularity. Only published rows are ever read, and a guide's paid text only for readers who may
// read it (ADR 0066). The autocomplete's statements, the typo corrections and the score are SQL
// functions (migration 0018), so their plans are kept.
import { sql, type SQL } from "drizzle-orm";
import type { AdvancedSearchQuery } from "../../../shared/contracts/search.contract";
import type { SearchIndex, SearchSort } from "../../../shared/domain/search-options";
import type { Executor } from "../../db/client";
import { searchTracks } from "../../db/schema";
import { planCandidates, termsQuery, type PlannedTerm } from "./candidate-plan";
import type { DifficultyBand, PlaceName } from "./query-reading";
import { prefixTsQuery } from "./search-text";
import { selectRows } from "../../db/select-rows";
import { textArray } from "../../db/text-array";

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

/**
 * The first text after every text that begins with `term`, in byte order (that is code point order,
 * the order of a btree with text_pattern_ops): search_plan_terms reads a word's prefix as the range
 * from `term` to this, where `like 'term%'` may be planned on the trigram index, ten times slower.
 */
function afterPrefix(term: string): string {
  const letters = Array.from(term);
  let next = letters.pop()!.codePointAt(0)! + 1;
  if (next >= 0xd800 && next <= 0xdfff) next = 0xe000; // no text holds a lone surrogate
  return letters.join("") + String.fromCodePoint(next);
}

/** The typed words as the search_plan_terms function takes them. */
function typedTerms(terms: readonly string[]): string {
  return JSON.stringify(terms.map((term, position) => ({ term, after: afterPrefix(term), position })));
}

/** The LIKE pattern of a title that starts with the typed phrase, for search_score. */
const phrase = (terms: readonly string[]) => `${terms.join(" ")}%`;

/** Whether a document must match every typed word, or any of them (the best partial matches). */
export type WordMatch = "every" | "any";

/**
 * Which of a document's vectors the words match (ADR 0066): `full` holds a guide's paid text, for
 * readers who may read every guide in full; `public` holds it only for All-Access Preview trails.
 */
export type SearchedText = "full" | "public";

const DOCUMENT: Record<SearchedText, SQL> = { full: sql.raw("d.full_document"), public: sql.raw("d.public_document") };

/** The match condition and score for folded `terms`; null when nothing searchable was typed. */
function matchTerms(terms: readonly string[], words: WordMatch, text: SearchedText): Match | null {
  if (terms.length === 0) return null;
  const joiner = words === "every" ? " & " : " | ";
  const exact = sql`to_tsquery('simple', ${prefixTsQuery(terms, joiner)})`;
  const tolerant = sql`(select string_agg('(' || p.query || ')', ${joiner})::tsquery from search_plan_terms(${typedTerms(terms)}::jsonb) p)`;
  return {
    // One row holding the query, computed once ("offset 0" keeps the planner from copying the
    // expression into every use); the GIN index takes it as a parameter.
    source: sql`(select ${tolerant} as query offset 0) q cross join search_documents d`,
    where: sql`${DOCUMENT[text]} @@ q.query`,
    score: sql`search_score(${DOCUMENT[text]}, d.search_title, d.popularity, ${exact}, q.query, ${phrase(terms)})`,
  };
}

const SELECTED_COLUMNS = `d.index, d.ref_id, d.title, d.town_name, d.state_code, d.state_title, d.href,
  d.difficulty_low, d.difficulty_high, d.length_miles, d.rating, d.review_count, d.latitude, d.longitude`;
const SELECTED = sql.raw(SELECTED_COLUMNS);

/**
 * The search page's filters, and the kinds of result a query named ("ohv park tennessee"). Under
 * "fits my rig", `rulingOut` holds the points of concern that make a trail not recommended for the
 * reader's rig (shared/domain/rig-fit.ts): only trails listing none of them are results.
 */
export type SearchFilters = Omit<AdvancedSearchQuery, "q" | "sort" | "page" | "page_size" | "fits-my-rig"> & {
  indexes?: SearchIndex[];
  rulingOut?: readonly string[];
};

/** How results are matched and ordered beyond the filters. */
export interface SearchOrder {
  sort: SearchSort;
  /** Whether a guide's paid text is searched: the reader decides (ADR 0066). */
  text: SearchedText;
  words?: WordMatch;
  /** Guides whose hardest rating falls in this band first, then the nearest to it. */
  difficulty?: DifficultyBand | null;
}

/** What the words are matched against, and how many of them must match. */
type TextMatch = Pick<SearchOrder, "text" | "words">;

function filterConditions(filters: SearchFilters, skip?: "type" | "state"): SQL[] {
  const conditions: SQL[] = [];
  if (filters.type && skip !== "type") conditions.push(sql`d.index = ${filters.type}`);
  // The kinds a query named stay under the type facet: its "All" counts what the query found.
  if (filters.indexes) {
    conditions.push(
      sql`d.index in (${sql.join(
        filters.indexes.map((index) => sql`${index}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.state && skip !== "state") conditions.push(sql`d.state_code = ${filters.state}`);
  // A guide's range overlaps the asked range.
  if (filters["difficulty-min"] !== undefined) conditions.push(sql`d.difficulty_high >= ${filters["difficulty-min"]}`);
  if (filters["difficulty-max"] !== undefined) conditions.push(sql`d.difficulty_low <= ${filters["difficulty-max"]}`);
  if (filters["length-min"] !== undefined) conditions.push(sql`d.length_miles >= ${filters["length-min"]}`);
  if (filters["length-max"] !== undefined) conditions.push(sql`d.length_miles <= ${filters["length-max"]}`);
  if (filters["rating-min"] !== undefined) conditions.push(sql`d.rating >= ${filters["rating-min"]}`);
  if (filters.rulingOut) conditions.push(fitsRig(filters.rulingOut));
  if (filters.placed) conditions.push(sql`d.latitude is not null and d.longitude is not null`);
  return conditions;
}

/** Trails (the guides that list points of concern) listing none of the concerns that rule the rig out. */
function fitsRig(rulingOut: readonly string[]): SQL {
  if (rulingOut.length === 0) return sql`d.index = 'trails'`;
  return sql`d.index = 'trails' and not exists (select 1 from trails t where t.id = d.ref_id
    and jsonb_exists_any(t.points_of_concern, ${textArray(rulingOut)}))`;
}

/** 0 for a guide rated in the band, else how far its hardest rating is from it; unrated guides last. */
const distanceFrom = (band: DifficultyBand) =>
  sql`(case when d.difficulty_high is null then 100 else greatest(${band.min} - d.difficulty_high, d.difficulty_high - ${band.max}, 0) end)`;

const ORDER: Record<Exclude<SearchSort, "relevance">, SQL> = {
  rating: sql`d.rating desc nulls last, d.review_count desc nulls last`,
  length: sql`d.length_miles asc nulls last`,
  newest: sql`d.published_at desc nulls last`,
};

export function createSearchRepository(db: Executor) {
  const sourceOf = (match: Match | null) => match?.source ?? sql`search_documents d`;

  function whereClause(match: Match | null, conditions: SQL[]): SQL {
    return sql.join([sql`d.published`, ...(match ? [match.where] : []), ...conditions], sql` and `);
  }

  /**
   * Each typed word as a tsquery with the number of documents holding a word it matches (from the
   * word counts, one statement): its prefix, or, when no known word begins with it, the prefix OR its
   * nearest known words (a typo's correction). Also the published total.
   */
  async function planTerms(terms: readonly string[]): Promise<{ planned: PlannedTerm[]; total: number }> {
    const rows = await selectRows<{ query: string; breadth: number | string; total: number | string }>(
      db,
      sql`select * from search_plan_terms(${typedTerms(terms)}::jsonb)`,
    );
    return {
      planned: rows.map((row) => ({ query: row.query, breadth: Number(row.breadth) })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  return {
    /**
     * The best `limit` matches of the typed words, as prefixes, with typos corrected where a word
     * begins no known word. Word counts decide, before any document is read, which matches are
     * ranked (candidate-plan.ts): a match of the typed words always outranks a correction.
     */
    async autocomplete(terms: readonly string[], limit: number): Promise<SearchRow[]> {
      if (terms.length === 0) return [];
      const { planned, total } = await planTerms(terms);
      const { seek, slice } = planCandidates(planned, total);
      const query = termsQuery(planned);
      return selectRows<SearchRow>(
        db,
        sql`select * from search_autocomplete(${seek}::tsquery, ${seek !== query}, ${query}::tsquery,
          to_tsquery('simple', ${prefixTsQuery(terms)}), ${phrase(terms)}, ${slice}, ${limit})`,
      );
    },

    /** Raised by every refreshSearchDocuments, in the writer's transaction; cached answers are kept while it holds. */
    async indexVersion(): Promise<number> {
      const [row] = await selectRows<{ version: number | string }>(db, sql`select version from search_index_state where id = 1`);
      return Number(row?.version ?? 0);
    },

    /** The states and provinces, as their search documents name them. */
    async placeNames(): Promise<PlaceName[]> {
      return selectRows<PlaceName>(
        db,
        sql`select state_code as code, title from search_documents where index = 'states' and published and state_code is not null`,
      );
    },

    async search(
      terms: readonly string[],
      filters: SearchFilters,
      { sort, text, words = "every", difficulty }: SearchOrder,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: SearchRow[] }> {
      const match = matchTerms(terms, words, text);
      const where = whereClause(match, filterConditions(filters));
      // The best partial matches are those holding the most of the words as typed.
      const wordsHeld =
        match && words === "any"
          ? sql`(${sql.join(
              terms.map((term) => sql`(${DOCUMENT[text]} @@ to_tsquery('simple', ${prefixTsQuery([term])}))::int`),
              sql` + `,
            )}) desc, `
          : sql``;
      // Asked for a difficulty, a trail guide comes before a scout route that matches as well.
      const guidesFirst = difficulty ? sql`(d.index = 'trails') desc, ` : sql``;
      const relevance = match
        ? sql`${wordsHeld}${match.score} desc, ${guidesFirst}d.popularity desc`
        : sql`${guidesFirst}d.popularity desc`;
      const order = sort !== "relevance" ? ORDER[sort] : difficulty ? sql`${distanceFrom(difficulty)}, ${relevance}` : relevance;
      const rows = await selectRows<SearchRow & { total: number | string }>(
        db,
        sql`select ${SELECTED}, count(*) over () as total from ${sourceOf(match)}
        where ${where}
        order by ${order}, d.title, d.index, d.ref_id
        limit ${window.limit} offset ${window.offset}`,
      );
      const count = rows[0] ? Number(rows[0].total) : await this.count(terms, filters, { text, words });
      return { count, rows: rows.map(({ total: _total, ...row }) => row) };
    },

    async count(terms: readonly string[], filters: SearchFilters, { text, words = "every" }: TextMatch): Promise<number> {
      const match = matchTerms(terms, words, text);
      const [row] = await selectRows<{ count: number | string }>(
        db,
        sql`select count(*) as count from ${sourceOf(match)} where ${whereClause(match, filterConditions(filters))}`,
      );
      return Number(row?.count ?? 0);
    },

    /** Result counts per content type and per state, each with every other filter applied. */
    async facets(terms: readonly string[], filters: SearchFilters, { text, words = "every" }: TextMatch) {
      const match = matchTerms(terms, words, text);
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
