// Shapes of the offline trail pack API (ADR 0059): what a pack of a guide holds and how big each
// detail level is, and which saved packs their reader may still keep.
import { z } from "zod";

/** The guide kinds as the paths spell them. */
export const OFFLINE_PACK_KINDS = ["trails", "scout-routes"] as const;
export type OfflinePackKind = (typeof OFFLINE_PACK_KINDS)[number];

export const DETAIL_LEVELS = ["standard", "detailed"] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

const MAX_ID = 2_147_483_647;

export const offlinePackParamsSchema = z.object({
  kind: z.enum(OFFLINE_PACK_KINDS, { error: "Packs are of trails or scout-routes." }),
  id: z.coerce.number().int().positive().max(MAX_ID),
});

export const tileRangeSchema = z.object({
  z: z.number().int(),
  min_x: z.number().int(),
  max_x: z.number().int(),
  min_y: z.number().int(),
  max_y: z.number().int(),
  count: z.number().int(),
});
export type TileRangeDto = z.infer<typeof tileRangeSchema>;

/** One tiled layer of the pack: its URL template (`{z}/{x}/{y}` filled in) and the tiles per zoom. */
export const tileSetSchema = z.object({
  name: z.string(),
  template: z.string(),
  ranges: z.array(tileRangeSchema),
});
export type TileSet = z.infer<typeof tileSetSchema>;

export const detailLevelSchema = z.object({
  id: z.enum(DETAIL_LEVELS),
  label: z.string(),
  /** The deepest zoom the guide's, public-land and road tiles reach. */
  max_zoom: z.number().int(),
  tile_count: z.number().int(),
  /** What the whole pack (page, files, photos and tiles) is expected to take, in bytes. */
  estimated_bytes: z.number().int(),
  tile_sets: z.array(tileSetSchema),
});
export type DetailLevelPlan = z.infer<typeof detailLevelSchema>;

export const offlinePackPlanSchema = z.object({
  kind: z.enum(OFFLINE_PACK_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The guide's canonical page, which the pack opens with no signal. */
  page_path: z.string(),
  /** The guide's bounds plus the pack's margin: [[west, south], [east, north]]. */
  bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  /** Files every level stores: the GPX, the map style and glyphs, the photos the page shows. */
  resources: z.array(z.string()),
  detail_levels: z.array(detailLevelSchema),
});
export type OfflinePackPlan = z.infer<typeof offlinePackPlanSchema>;

export const offlinePackRefSchema = z.object({
  kind: z.enum(OFFLINE_PACK_KINDS, { error: "Packs are of trails or scout-routes." }),
  id: z.number().int().positive().max(MAX_ID),
});
export type OfflinePackRef = z.infer<typeof offlinePackRefSchema>;

export const offlinePackCheckSchema = z.object({
  packs: z.array(offlinePackRefSchema).max(500, "At most 500 packs at a time."),
});
export type OfflinePackCheck = z.infer<typeof offlinePackCheckSchema>;

export const offlinePackCheckResultSchema = z.object({
  /** Packs the reader may keep. */
  readable: z.array(offlinePackRefSchema),
  /** Packs to delete: the guide is gone, unpublished, or no longer open to the reader. */
  unreadable: z.array(offlinePackRefSchema),
});
export type OfflinePackCheckResult = z.infer<typeof offlinePackCheckResultSchema>;
