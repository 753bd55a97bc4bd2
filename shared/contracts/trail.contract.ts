// Trail guides as the API sends them. Like scout routes, the server picks the shape by reader
// (DESIGN §6): non-paid readers get `access: "preview"`; an All-Access Preview trail is full for all.
import { z } from "zod";
import { photoSchema } from "./photo.contract";
import {
  boundsSchema,
  guideStaffFieldsSchema,
  lineGeometrySchema,
  scoutRoutePreviewSchema,
  waypointSchema,
} from "./scout-route.contract";

export const trailPreviewSchema = scoutRoutePreviewSchema.omit({ access: true, difficulty: true }).extend({
  access: z.literal("preview"),
  technical_rating_low: z.number().int().nullable(),
  technical_rating_high: z.number().int().nullable(),
  /** An All-Access Preview trail: full detail for everyone. */
  is_preview: z.boolean(),
  is_boh: z.boolean(),
});

export const trailFullSchema = trailPreviewSchema.extend({
  access: z.literal("full"),
  geojson: lineGeometrySchema,
  bounds: boundsSchema,
  /** HTML, sanitized. */
  description_html: z.string(),
  /** In trail order, trailhead first. */
  waypoints: z.array(waypointSchema),
  points_of_concern: z.array(z.string()),
  photos: z.array(photoSchema),
  road_condition: z.string().nullable(),
  status: z.string(),
  status_reported_at: z.iso.datetime({ offset: true }).nullable(),
  permit_information_link: z.string().nullable(),
  season: z.string().nullable(),
  original_publish_date: z.iso.date().nullable(),
  last_published_date: z.iso.date().nullable(),
  new_edition_date: z.iso.date().nullable(),
});

/** Internal Details of a trail (SCOUT or greater): a trail counts no votes or page views. */
export const trailStaffFieldsSchema = guideStaffFieldsSchema;

export const trailSchema = z.union([
  trailPreviewSchema.extend({ internal: trailStaffFieldsSchema.optional() }),
  trailFullSchema.extend({ internal: trailStaffFieldsSchema.optional() }),
]);
export type Trail = z.infer<typeof trailSchema>;
export type TrailPreview = z.infer<typeof trailPreviewSchema>;
export type TrailFull = z.infer<typeof trailFullSchema>;

export const trailCountQuerySchema = z.object({ type: z.enum(["preview", "boh"]) });

export const closestPreviewQuerySchema = z.object({
  /** Whose trailhead to measure from: `{id}` is a scout route's id or a trail's id. */
  product_type: z.enum(["scout-routes", "trails"]).default("trails"),
});
