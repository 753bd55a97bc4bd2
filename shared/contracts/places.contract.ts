// Shapes of the place API (states, regions, towns, ORV parks) and the card shape every list of
// trails and scout routes shares. Cards are public preview data: never a line or a description.
import { z } from "zod";
import { cardPhotoSchema } from "./photo.contract";
import { difficultyPropsSchema, stateRefSchema } from "./scout-route.contract";
import { paginatedSchema, pageQuerySchema, stateSchema } from "./site.contract";

export const GUIDE_KINDS = ["trail", "scout-route"] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];

/** One trail or scout route as a card shows it. */
export const guideCardSchema = z.object({
  kind: z.enum(GUIDE_KINDS),
  id: z.number().int(),
  /** "{id}-{title-slug}", the page's URL segment. */
  slug: z.string(),
  title: z.string(),
  state: stateRefSchema,
  nearest_town_name: z.string(),
  difficulty_props: difficultyPropsSchema,
  /** A scout route's single rating is the low end; high is then null. */
  technical_rating_low: z.number().int().nullable(),
  technical_rating_high: z.number().int().nullable(),
  length: z.number(),
  review_average: z.number(),
  review_count: z.number().int(),
  hero_photo: cardPhotoSchema.nullable(),
  is_preview: z.boolean(),
  is_boh: z.boolean(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;

export const orvParkCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  state: stateRefSchema,
  nearest_town_name: z.string(),
  acreage: z.number().int().nullable(),
  trail_miles: z.number().nullable(),
  hero_photo: cardPhotoSchema.nullable(),
});
export type OrvParkCard = z.infer<typeof orvParkCardSchema>;

export const orvParkDetailSchema = orvParkCardSchema.extend({
  county_name: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  fees: z.string().nullable(),
  season: z.string().nullable(),
  website_url: z.string().nullable(),
  /** HTML, sanitized on the server. */
  description_html: z.string(),
});
export type OrvParkDetail = z.infer<typeof orvParkDetailSchema>;

export const regionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  state: stateRefSchema,
  trail_count: z.number().int(),
  scout_route_count: z.number().int(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionDetailSchema = regionSchema.extend({
  /** HTML, sanitized on the server. */
  description_html: z.string(),
});
export type RegionDetail = z.infer<typeof regionDetailSchema>;

/** A town with published trails nearby (its own or within the city-list radius). */
export const cityWithTrailsSchema = z.object({
  name: z.string(),
  slug: z.string(),
  county_name: z.string().nullable(),
  trail_count: z.number().int(),
  /** Of those, the trails its beginner list holds (technical rating 4 or less). */
  beginner_trail_count: z.number().int(),
});
export type CityWithTrails = z.infer<typeof cityWithTrailsSchema>;

export const placeCountsSchema = z.object({
  trail_count: z.number().int(),
  scout_route_count: z.number().int(),
  orv_park_count: z.number().int(),
  region_count: z.number().int(),
});
export type PlaceCounts = z.infer<typeof placeCountsSchema>;

export const stateDetailSchema = stateSchema.extend({ counts: placeCountsSchema });
export type StateDetail = z.infer<typeof stateDetailSchema>;

export const GUIDE_SORTS = ["rating", "length", "newest"] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];

export const stateQuerySchema = z.object({ state: z.string().min(1).max(8).optional() });

export const guideListQuerySchema = pageQuerySchema.extend({
  state: z.string().min(1).max(8).optional(),
  region: z.coerce.number().int().positive().optional(),
  /** A town's slug in `state`: guides in that town or within the city-list radius. */
  city: z.string().min(1).max(120).optional(),
  sort: z.enum(GUIDE_SORTS).default("rating"),
  /** Guides whose easiest rating is at most this (beginner lists use 4). */
  max_rating: z.coerce.number().int().min(1).max(10).optional(),
});
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;

export const placeListQuerySchema = pageQuerySchema.extend(stateQuerySchema.shape);

/** Parks of different states may share a slug: /orv-parks/{slug} asks for every park that has it. */
export const orvParkListQuerySchema = placeListQuerySchema.extend({
  slug: z.string().trim().toLowerCase().min(1).max(200).optional(),
});

export const guideCardPageSchema = paginatedSchema(guideCardSchema);
export const orvParkCardPageSchema = paginatedSchema(orvParkCardSchema);
export const regionPageSchema = paginatedSchema(regionSchema);
export const cityWithTrailsPageSchema = paginatedSchema(cityWithTrailsSchema);
