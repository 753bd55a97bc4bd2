// The search index (ADR 0013): one row per searchable page, rebuilt for the changed rows in the same
// transaction as the content write, and the search-tracking reports of spec §7. `search_normalize`
// (lower + unaccent, IMMUTABLE) comes from the custom migration that creates the extensions.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { SEARCH_INDEXES, type SearchIndex } from "../../../shared/domain/search-options";
import { users } from "./users";

export { SEARCH_INDEXES, type SearchIndex };

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

export const searchDocuments = pgTable(
  "search_documents",
  {
    index: text("index", { enum: SEARCH_INDEXES }).notNull(),
    refId: integer("ref_id").notNull(),
    title: text("title").notNull(),
    townName: text("town_name"),
    stateCode: text("state_code"),
    stateTitle: text("state_title"),
    /** Text every reader may read: a guide's teaser and county, a place's or an article's text. */
    body: text("body").notNull().default(""),
    /** All-Access text, a guide's full description: matched only for readers who may read it (ADR 0066). */
    paidBody: text("paid_body").notNull().default(""),
    /** An All-Access Preview trail: everyone reads its paid text, so everyone's words may match it. */
    isPreview: boolean("is_preview").notNull().default(false),
    /** A page of this site, or an absolute URL for pages elsewhere. */
    href: text("href").notNull(),
    /** Higher ranks first among equally good matches: reviews, votes, views, contained guides. */
    popularity: real("popularity").notNull().default(0),
    published: boolean("published").notNull(),
    difficultyLow: smallint("difficulty_low"),
    difficultyHigh: smallint("difficulty_high"),
    lengthMiles: doublePrecision("length_miles"),
    rating: doublePrecision("rating"),
    reviewCount: integer("review_count"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    searchTitle: text("search_title")
      .notNull()
      .generatedAlwaysAs(sql`search_normalize(title)`),
    /**
     * Title A, town and state B, the text every reader may read C, and the paid text C only for an
     * All-Access Preview trail: what the words of a reader who has not paid match (ADR 0066).
     */
    publicDocument: tsvector("public_document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(body, 4000))), 'C') || setweight(to_tsvector('simple'::regconfig, search_normalize(case when is_preview then left(paid_body, 4000) else '' end)), 'C')`,
      ),
    /** The same with the paid text always: what a paid reader's words match. */
    fullDocument: tsvector("full_document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(body, 4000))), 'C') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(paid_body, 4000))), 'C')`,
      ),
    /** Title and place only: what the autocomplete matches, so body words do not widen it. */
    nameDocument: tsvector("name_document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.index, table.refId] }),
    index("search_documents_public_document_idx").using("gin", table.publicDocument),
    index("search_documents_full_document_idx").using("gin", table.fullDocument),
    index("search_documents_name_document_idx").using("gin", table.nameDocument),
    // A broad autocomplete query ranks only its most popular matches. They are read in popularity
    // order from `search_documents_popular_names_idx`, a partial btree on popularity (published rows)
    // that also carries index, ref_id, search_title and name_document, so matching and ranking them
    // reads no table rows. Migration 0017 creates it: this schema builder cannot declare INCLUDE columns.
  ],
);

/**
 * One row (id 1) whose version every refreshSearchDocuments call raises in the writer's transaction:
 * cached autocomplete answers are kept only while it stays the same, so a committed edit is seen at once.
 */
export const searchIndexState = pgTable("search_index_state", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  /** How many documents are published: with the word counts, how broad a query is before it runs. */
  documents: integer("documents").notNull().default(0),
});

export const searchTracks = pgTable("search_tracks", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  query: text("query").notNull(),
  origin: text("origin").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every word of a published title, town or state (weights A and B), trigram-indexed: a typed word
 * that matches nothing is corrected to its nearest words here, then searched as full text (ADR 0013).
 * `documents` counts the published documents holding the word, kept in the content write's
 * transaction; the autocomplete reads it to know how broad a typed word is. Words are never removed;
 * one no document holds any more counts 0.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey(), documents: integer("documents").notNull().default(0) },
  (table) => [
    // GiST, not GIN: it hands out the nearest words in order (`order by word <-> term limit 3`), so
    // correcting a typo reads a few index entries instead of ranking every word that shares a trigram.
    // Signatures of 256 bytes, not the default 12, tell words apart on inner pages: about 4x fewer
    // pages read per typo.
    index("search_words_word_trgm_idx").using("gist", sql`${table.word} gist_trgm_ops(siglen=256)`),
    // `word like 'term%'` in any collation: is the typed word the start of a known one?
    index("search_words_word_prefix_idx").using("btree", sql`${table.word} text_pattern_ops`),
  ],
);
