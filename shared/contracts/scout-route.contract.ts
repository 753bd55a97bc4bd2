// Scout routes as the API sends them (spec §3 "ScoutRoute", §7 "Scout route page").
// The server picks the shape by who is asking (DESIGN §6): non-paid readers get `access: "preview"`,
// which carries no line, no full description and no photo beyond the hero.
import { z } from "zod";
import { COUNTRY_CODES } from "../domain/countries";
import { cardPhotoSchema, photoSchema } from "./photo.contract";

export const stateRefSchema = z.object({
  code: z.string(),
  country_code: z.enum(COUNTRY_CODES),
  slug: z.string(),
  title: z.string(),
});

export const difficultyPropsSchema = z.object({ color: z.string(), label: z.string() });

const positionSchema = z.union([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number(), z.number()])]);
export const lineGeometrySchema = z.object({ type: z.literal("LineString"), coordinates: z.array(positionSchema).min(2) });
export const boundsSchema = z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]);

export const guideUserSchema = z.object({ uuid: z.uuid(), name: z.string(), photo_file_name: z.string().nullable() });

/** What anyone may see: enough to know the route exists and whether it suits them. */
export const scoutRoutePreviewSchema = z.object({
  access: z.literal("preview"),
  id: z.number().int(),
  /** "{id}-{title-slug}", the page's URL segment. */
  slug: z.string(),
  title: z.string(),
  state: stateRefSchema,
  nearest_town_name: z.string(),
  county_name: z.string().nullable(),
  state_message: z.string().nullable(),
  difficulty: z.number().int().nullable(),
  difficulty_props: difficultyPropsSchema,
  length: z.number(),
  review_average: z.number(),
  review_count: z.number().int(),
  hero_file_name: z.string().nullable(),
  /** The same hero photo at the sizes a phone or a desktop column needs (the paywall's first image). */
  hero_photo: cardPhotoSchema.nullable(),
  /** Plain text, a couple of sentences: shown blurred under the paywall. */
  teaser: z.string(),
  published: z.boolean(),
  user: guideUserSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});

/** A waypoint of a trail or scout route, as paid readers get it. */
export const waypointSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  waypoint_type: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** HTML, sanitized. */
  description_html: z.string(),
  photos: z.array(photoSchema),
});
export type Waypoint = z.infer<typeof waypointSchema>;

/** Everything a paid reader gets. */
export const scoutRouteFullSchema = scoutRoutePreviewSchema.extend({
  access: z.literal("full"),
  geojson: lineGeometrySchema,
  bounds: boundsSchema,
  route_description: z.string(),
  /** In route order, numbered as on the map. */
  waypoints: z.array(waypointSchema),
  photos: z.array(photoSchema),
  hardest_part_file_name: z.string().nullable(),
  camping_file_name: z.string().nullable(),
  road_condition: z.string().nullable(),
  status: z.string(),
  status_reported_at: z.iso.datetime({ offset: true }).nullable(),
  permit_information_link: z.string().nullable(),
  categories: z.array(z.string()),
  accepted_at: z.iso.datetime({ offset: true }).nullable(),
  original_publish_date: z.iso.date().nullable(),
  last_published_date: z.iso.date().nullable(),
  new_edition_date: z.iso.date().nullable(),
});

/** The stored row behind a guide, as the admin tools look it up (SUPER only, spec §2.11 sub-panel). */
export const guideRecordSchema = z.object({
  id: z.number().int(),
  /** The stored slug, without the id in front. */
  slug: z.string(),
  author_id: z.number().int().nullable(),
  region_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type GuideRecord = z.infer<typeof guideRecordSchema>;

/** Internal Details of either kind of guide (SCOUT or greater); `record` only for SUPER. */
export const guideStaffFieldsSchema = z.object({
  editor_notes_count: z.number().int(),
  history_count: z.number().int(),
  can_edit: z.boolean(),
  record: guideRecordSchema.optional(),
});

/** Internal Details (SCOUT or greater): added to whichever shape the reader gets. */
export const scoutRouteStaffFieldsSchema = guideStaffFieldsSchema.extend({
  vote_count: z.number().int(),
  total_page_views: z.number().int(),
});

export const scoutRouteSchema = z.union([
  scoutRoutePreviewSchema.extend({ internal: scoutRouteStaffFieldsSchema.optional() }),
  scoutRouteFullSchema.extend({ internal: scoutRouteStaffFieldsSchema.optional() }),
]);
export type ScoutRoute = z.infer<typeof scoutRouteSchema>;
export type ScoutRoutePreview = z.infer<typeof scoutRoutePreviewSchema>;
export type ScoutRouteFull = z.infer<typeof scoutRouteFullSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  history_user: z.object({ name: z.string() }).nullable(),
  history_date: z.iso.datetime({ offset: true }),
  /** HTML, sanitized. */
  history_change_reason: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const editorNoteSchema = z.object({
  id: z.number().int(),
  editor_name: z.string().nullable(),
  writer_name: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** HTML, sanitized. */
  content: z.string(),
});
export type EditorNote = z.infer<typeof editorNoteSchema>;

/** The nearest All-Access Preview trail shown under the paywall (spec §3 "Preview trail"). */
export const closestPreviewSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  state: stateRefSchema,
  photo_file_name: z.string().nullable(),
  technical_rating_low: z.number().int().nullable(),
  difficulty_props: difficultyPropsSchema,
  review_average: z.number(),
  review_count: z.number().int(),
  /** Miles from the route's trailhead. */
  distance: z.number(),
  nearest_town_name: z.string(),
});
export type ClosestPreview = z.infer<typeof closestPreviewSchema>;

export const screenViewSchema = z.object({
  scout_route_id: z.number().int().optional(),
  trail_id: z.number().int().optional(),
  platform: z.enum(["ios", "android", "website"]),
});

/** The map area of the staff layers: "west,south,east,north" in degrees. */
/** low <= high, both within ±limit. */
const isOrderedWithin = (low: number, high: number, limit: number) => -limit <= low && low <= high && high <= limit;

export const bboxSchema = z.string().transform((text, context) => {
  const values = text.split(",").map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  const [west = Number.NaN, south = Number.NaN, east = Number.NaN, north = Number.NaN] = values;
  if (values.length !== 4 || !isOrderedWithin(west, east, 180) || !isOrderedWithin(south, north, 90)) {
    context.addIssue({ code: "custom", message: "Send bbox as west,south,east,north in degrees, west before east." });
    return z.NEVER;
  }
  return { west, south, east, north };
});
export type Bbox = z.output<typeof bboxSchema>;

/** A trail or scout route line on the staff layers, published or not. */
export const guideLineFeatureSchema = z.object({
  type: z.literal("Feature"),
  geometry: lineGeometrySchema,
  properties: z.object({
    kind: z.enum(["trail", "scout-route"]),
    id: z.number().int(),
    title: z.string(),
    /** The difficulty's colour, pink when unrated. */
    color: z.string(),
    published: z.boolean(),
  }),
});

/** A trail's waypoint on the staff layers. */
export const waypointFeatureSchema = z.object({
  type: z.literal("Feature"),
  geometry: z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({ kind: z.literal("waypoint"), trail_id: z.number().int(), name: z.string() }),
});

/** The staff map layers (spec §2.11 "extra map layers and sources"), at most a few hundred features. */
export const guideLinesSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(z.union([guideLineFeatureSchema, waypointFeatureSchema])),
});
export type GuideLines = z.infer<typeof guideLinesSchema>;
export type GuideLineFeature = z.infer<typeof guideLineFeatureSchema>;
export type WaypointFeature = z.infer<typeof waypointFeatureSchema>;
