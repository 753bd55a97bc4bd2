// Shapes of search (spec §3 "Search result", "Search track", §7; ADR 0013): the autocomplete list,
// the tracking report, and the advanced search page with its filters and facet counts.
import { z } from "zod";
import { DIFFICULTY_LABELS } from "../domain/difficulty";
import { SEARCH_INDEXES, SEARCH_PAGE_SIZE, SEARCH_SORTS } from "../domain/search-options";
import { rigFitMarkSchema } from "./garage.contract";

export const searchIndexSchema = z.enum(SEARCH_INDEXES);

export const SEARCH_KEYWORD_MAX = 200;

export const autocompleteQuerySchema = z.object({
  keyword: z.string().max(SEARCH_KEYWORD_MAX).default(""),
});

export const searchResultSchema = z.object({
  index: searchIndexSchema,
  /** A page of this site; absent when the result lives elsewhere (then `url`). */
  href: z.string().optional(),
  /** An absolute address outside the site (help centre articles). */
  url: z.string().optional(),
  title: z.string(),
  nearest_town_name: z.string().nullable(),
  state_title: z.string().nullable(),
  state_code: z.string().nullable(),
  /** HTML: the fields escaped, matches wrapped in <em>. The only markup is the highlight. */
  _formatted: z.object({
    title: z.string(),
    nearest_town_name: z.string().nullable(),
    state_title: z.string().nullable(),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchTrackSchema = z.object({
  query: z.string().trim().min(1, "A search query is required.").max(SEARCH_KEYWORD_MAX),
  origin: z.string().trim().min(1).max(50),
});
export type SearchTrack = z.infer<typeof searchTrackSchema>;

const rating = z.coerce.number().int().min(1).max(10);
const miles = z.coerce.number().min(0).max(10_000);

/** The advanced search query: every key is also a key of the /search page URL. */
export const advancedSearchQuerySchema = z.object({
  q: z.string().max(SEARCH_KEYWORD_MAX).default(""),
  type: searchIndexSchema.optional(),
  state: z
    .string()
    .trim()
    .max(8)
    .transform((code) => code.toUpperCase())
    .optional(),
  "difficulty-min": rating.optional(),
  "difficulty-max": rating.optional(),
  "length-min": miles.optional(),
  "length-max": miles.optional(),
  "rating-min": z.coerce.number().min(1).max(5).optional(),
  /** Trails that fit the reader's primary rig (ADR 0037): All-Access, with a rig in the garage. */
  "fits-my-rig": z
    .enum(["1", "true"])
    .transform(() => true)
    .optional(),
  /** Only results that lie somewhere on the map (the trip planner's place search). */
  placed: z
    .enum(["1", "true"])
    .transform(() => true)
    .optional(),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});
export type AdvancedSearchQuery = z.infer<typeof advancedSearchQuerySchema>;

export const searchHitSchema = searchResultSchema.extend({
  technical_rating_low: z.number().int().nullable(),
  technical_rating_high: z.number().int().nullable(),
  length_miles: z.number().nullable(),
  review_average: z.number().nullable(),
  review_count: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Under "fits my rig": the trail's verdict for the reader's primary rig. */
  rig_fit: rigFitMarkSchema.optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const facetCountSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

export const advancedSearchPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(searchHitSchema),
  /** How many results each choice would give, with every other filter kept. */
  facets: z.object({ type: z.array(facetCountSchema), state: z.array(facetCountSchema) }),
  /** The difficulty a word of the query ("beginner", "extreme") filtered the results on, if any. */
  difficulty: z.enum(DIFFICULTY_LABELS).nullable(),
});
export type AdvancedSearchPage = z.infer<typeof advancedSearchPageSchema>;
