// Shapes of the offline pack API (ADR 0059, 0085): what a pack of a guide or of a member's own track
// holds and how big each detail level is, and which saved packs their reader may still keep.
import { z } from "zod";

/** What a pack holds, as the paths spell it: a guide (by its id) or a track of My Content (by its uuid). */
export const OFFLINE_PACK_KINDS = ["trails", "scout-routes", "tracks"] as const;
export type OfflinePackKind = (typeof OFFLINE_PACK_KINDS)[number];
const GUIDE_PACK_KINDS = ["trails", "scout-routes"] as const;
export type GuidePackKind = (typeof GUIDE_PACK_KINDS)[number];
const KIND_ERROR = "Packs are of trails, scout-routes or tracks.";

export const DETAIL_LEVELS = ["standard", "detailed"] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

const MAX_ID = 2_147_483_647;

export const offlinePackRefSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.enum(GUIDE_PACK_KINDS), id: z.number().int().positive().max(MAX_ID) }),
    z.object({ kind: z.literal("tracks"), id: z.uuid() }),
  ],
  { error: KIND_ERROR },
);
export type OfflinePackRef = z.infer<typeof offlinePackRefSchema>;

/** A pack's kind and id alone, taken from a record or a plan that holds more. */
export const packRefOf = (pack: OfflinePackRef): OfflinePackRef =>
  pack.kind === "tracks" ? { kind: pack.kind, id: pack.id } : { kind: pack.kind, id: pack.id };

/** The path's kind and id as they are written: `packRefOfPath` reads them as a pack. */
export const offlinePackParamsSchema = z.object({
  kind: z.enum(OFFLINE_PACK_KINDS, { error: KIND_ERROR }),
  id: z.string(),
});

/** The pack a path names (a guide's whole-number id, a track's uuid), or null when it names none. */
export function packRefOfPath({ kind, id }: { kind: string; id: string }): OfflinePackRef | null {
  const parsed = offlinePackRefSchema.safeParse({ kind, id: /^\d+$/.test(id) ? Number(id) : id });
  return parsed.success ? parsed.data : null;
}

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

/** The plan of one pack: what it is of (`kind`, `id`), then its page, area, files and levels. */
export const offlinePackPlanSchema = offlinePackRefSchema.and(
  z.object({
    title: z.string(),
    /** The guide's canonical page (a track's own page), which the pack opens with no signal. */
    page_path: z.string(),
    /** The guide's bounds plus the pack's margin: [[west, south], [east, north]]. */
    bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
    /** Files every level stores: the GPX, the map style and glyphs, the photos the page shows. */
    resources: z.array(z.string()),
    detail_levels: z.array(detailLevelSchema),
  }),
);
export type OfflinePackPlan = z.infer<typeof offlinePackPlanSchema>;

export const offlinePackCheckSchema = z.object({
  packs: z.array(offlinePackRefSchema).max(500, "At most 500 packs at a time."),
});
export type OfflinePackCheck = z.infer<typeof offlinePackCheckSchema>;

export const offlinePackCheckResultSchema = z.object({
  /** Packs the reader may keep. */
  readable: z.array(offlinePackRefSchema),
  /** Packs to delete: the guide or track is gone, unpublished, or no longer open to the reader. */
  unreadable: z.array(offlinePackRefSchema),
});
export type OfflinePackCheckResult = z.infer<typeof offlinePackCheckResultSchema>;
