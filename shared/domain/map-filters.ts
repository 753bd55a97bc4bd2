// What the map shows, as the URL carries it (spec §2.2 "/map"): the browser keeps these in the
// query string so a map can be shared, and the server reads the same keys for counts and lists.
import { z } from "zod";
import { POINTS_OF_CONCERN, type PointOfConcern } from "./difficulty";

export const MAP_GUIDE_KINDS = ["trails", "scout-routes", "orv-parks"] as const;
export type MapGuideKind = (typeof MAP_GUIDE_KINDS)[number];

export const TECHNICAL_RATING_RANGE = [1, 10] as const;

export interface MapFilters {
  kinds: MapGuideKind[];
  /** Technical rating range, both ends included. */
  difficulty: [min: number, max: number];
  /** Length in miles; null means no bound. */
  minLengthMiles: number | null;
  maxLengthMiles: number | null;
  /** State or province code, e.g. "UT". */
  state: string | null;
  /** Guides listing any of these points of concern. */
  concerns: PointOfConcern[];
  /** Minimum review average, 1-5. */
  minRating: number | null;
  previewOnly: boolean;
  badgeOfHonorOnly: boolean;
  /** Trails that fit the reader's primary rig (ADR 0037): the server reads the rig. */
  fitsMyRig: boolean;
}

export const DEFAULT_MAP_FILTERS: MapFilters = {
  kinds: [...MAP_GUIDE_KINDS],
  difficulty: [...TECHNICAL_RATING_RANGE],
  minLengthMiles: null,
  maxLengthMiles: null,
  state: null,
  concerns: [],
  minRating: null,
  previewOnly: false,
  badgeOfHonorOnly: false,
  fitsMyRig: false,
};

/** The query keys, one per filter; a key is absent when its filter is at its default. */
export const MAP_FILTER_KEYS = {
  kinds: "types",
  difficultyMin: "difficulty-min",
  difficultyMax: "difficulty-max",
  minLengthMiles: "length-min",
  maxLengthMiles: "length-max",
  state: "state",
  concerns: "concerns",
  minRating: "rating-min",
  previewOnly: "preview",
  badgeOfHonorOnly: "boh",
  fitsMyRig: "fits-my-rig",
} as const;

const technicalRating = z.coerce.number().int().min(TECHNICAL_RATING_RANGE[0]).max(TECHNICAL_RATING_RANGE[1]);
const miles = z.coerce.number().min(0).max(10_000);
const list = (separator: string) => z.string().transform((value) => value.split(separator).filter((item) => item.length > 0));
const flag = z.enum(["1", "true"]).transform(() => true);

const mapFilterFields = z.object({
  [MAP_FILTER_KEYS.kinds]: list(",")
    .pipe(z.array(z.enum(MAP_GUIDE_KINDS)).min(1))
    .optional(),
  [MAP_FILTER_KEYS.difficultyMin]: technicalRating.optional(),
  [MAP_FILTER_KEYS.difficultyMax]: technicalRating.optional(),
  [MAP_FILTER_KEYS.minLengthMiles]: miles.optional(),
  [MAP_FILTER_KEYS.maxLengthMiles]: miles.optional(),
  [MAP_FILTER_KEYS.state]: z
    .string()
    .regex(/^[A-Za-z]{2,3}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  [MAP_FILTER_KEYS.concerns]: list("|")
    .pipe(z.array(z.enum(POINTS_OF_CONCERN)))
    .optional(),
  [MAP_FILTER_KEYS.minRating]: z.coerce.number().min(1).max(5).optional(),
  [MAP_FILTER_KEYS.previewOnly]: flag.optional(),
  [MAP_FILTER_KEYS.badgeOfHonorOnly]: flag.optional(),
  [MAP_FILTER_KEYS.fitsMyRig]: flag.optional(),
});

/** The strict form the API validates: every key optional, each value checked. */
export const mapFiltersQuerySchema = mapFilterFields
  .refine(
    (query) =>
      (query[MAP_FILTER_KEYS.difficultyMin] ?? TECHNICAL_RATING_RANGE[0]) <=
      (query[MAP_FILTER_KEYS.difficultyMax] ?? TECHNICAL_RATING_RANGE[1]),
    { message: "difficulty-min must not exceed difficulty-max", path: [MAP_FILTER_KEYS.difficultyMin] },
  )
  .refine((query) => (query[MAP_FILTER_KEYS.minLengthMiles] ?? 0) <= (query[MAP_FILTER_KEYS.maxLengthMiles] ?? Infinity), {
    message: "length-min must not exceed length-max",
    path: [MAP_FILTER_KEYS.minLengthMiles],
  });

export type MapFiltersQuery = z.output<typeof mapFiltersQuerySchema>;

export function mapFiltersFromQuery(query: MapFiltersQuery): MapFilters {
  return {
    kinds: query[MAP_FILTER_KEYS.kinds] ?? DEFAULT_MAP_FILTERS.kinds,
    difficulty: [
      query[MAP_FILTER_KEYS.difficultyMin] ?? TECHNICAL_RATING_RANGE[0],
      query[MAP_FILTER_KEYS.difficultyMax] ?? TECHNICAL_RATING_RANGE[1],
    ],
    minLengthMiles: query[MAP_FILTER_KEYS.minLengthMiles] ?? null,
    maxLengthMiles: query[MAP_FILTER_KEYS.maxLengthMiles] ?? null,
    state: query[MAP_FILTER_KEYS.state] ?? null,
    concerns: query[MAP_FILTER_KEYS.concerns] ?? [],
    minRating: query[MAP_FILTER_KEYS.minRating] ?? null,
    previewOnly: query[MAP_FILTER_KEYS.previewOnly] ?? false,
    badgeOfHonorOnly: query[MAP_FILTER_KEYS.badgeOfHonorOnly] ?? false,
    fitsMyRig: query[MAP_FILTER_KEYS.fitsMyRig] ?? false,
  };
}

/**
 * Filters from a page address. A shared link may be old or edited by hand, so a value that does
 * not validate falls back to its default instead of failing the page.
 */
export function mapFiltersFromSearchParams(params: URLSearchParams): MapFilters {
  const query: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(mapFilterFields.shape)) {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    if (parsed.success) query[name] = parsed.data;
  }
  const filters = mapFiltersFromQuery(query);
  const [minDifficulty, maxDifficulty] = filters.difficulty;
  return {
    ...filters,
    difficulty: minDifficulty <= maxDifficulty ? filters.difficulty : DEFAULT_MAP_FILTERS.difficulty,
    maxLengthMiles:
      filters.minLengthMiles != null && filters.maxLengthMiles != null && filters.maxLengthMiles < filters.minLengthMiles
        ? null
        : filters.maxLengthMiles,
  };
}

/** The query keys for filters that differ from the defaults, in a stable order. */
export function mapFiltersToSearchParams(filters: MapFilters): URLSearchParams {
  const params = new URLSearchParams();
  const keys = MAP_FILTER_KEYS;
  if (filters.kinds.length !== MAP_GUIDE_KINDS.length) params.set(keys.kinds, filters.kinds.join(","));
  if (filters.difficulty[0] !== TECHNICAL_RATING_RANGE[0]) params.set(keys.difficultyMin, String(filters.difficulty[0]));
  if (filters.difficulty[1] !== TECHNICAL_RATING_RANGE[1]) params.set(keys.difficultyMax, String(filters.difficulty[1]));
  if (filters.minLengthMiles != null) params.set(keys.minLengthMiles, String(filters.minLengthMiles));
  if (filters.maxLengthMiles != null) params.set(keys.maxLengthMiles, String(filters.maxLengthMiles));
  if (filters.state) params.set(keys.state, filters.state);
  if (filters.concerns.length > 0) params.set(keys.concerns, filters.concerns.join("|"));
  if (filters.minRating != null) params.set(keys.minRating, String(filters.minRating));
  if (filters.previewOnly) params.set(keys.previewOnly, "1");
  if (filters.badgeOfHonorOnly) params.set(keys.badgeOfHonorOnly, "1");
  if (filters.fitsMyRig) params.set(keys.fitsMyRig, "1");
  return params;
}
