// Scout routes as the API sends them (spec §3 "ScoutRoute", §7 "Scout route page").
// The server picks the shape by who is asking (DESIGN §6): non-paid readers get `access: "preview"`,
// which carries no line, no full description and no photo beyond the hero.
import { z } from "zod";
import { COUNTRY_CODES } from "../domain/countries";
import { photoSchema } from "./photo.contract";

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
  /** Plain text, a couple of sentences: shown blurred under the paywall. */
  teaser: z.string(),
  published: z.boolean(),
  user: guideUserSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});

/** Everything a paid reader gets. */
export const scoutRouteFullSchema = scoutRoutePreviewSchema.extend({
  access: z.literal("full"),
  geojson: lineGeometrySchema,
  bounds: boundsSchema,
  route_description: z.string(),
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

/** Internal Details (SCOUT or greater): added to whichever shape the reader gets. */
export const scoutRouteStaffFieldsSchema = z.object({
  vote_count: z.number().int(),
  total_page_views: z.number().int(),
  editor_notes_count: z.number().int(),
  history_count: z.number().int(),
  can_edit: z.boolean(),
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

export const newEditionDateSchema = z.object({ new_edition_date: z.iso.date().nullable() });

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
