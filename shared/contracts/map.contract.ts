// Request and response schemas of the map API: guides in view, and the public lands a guide crosses
// and the roads it uses.
import { z } from "zod";
import { bboxSchema } from "./scout-route.contract";
import { rigFitMarkSchema } from "./garage.contract";
import { mapFiltersQuerySchema } from "../domain/map-filters";

export const MAP_GUIDES_DEFAULT_LIMIT = 50;
export const MAP_GUIDES_MAX_LIMIT = 200;

/** The box, the page size and the map filters of shared/domain/map-filters.ts. */
export const mapGuidesQuerySchema = mapFiltersQuerySchema.safeExtend({
  bbox: bboxSchema.meta({ example: "-109.6,38.5,-109.4,38.7" }),
  limit: z.coerce.number().int().min(1).max(MAP_GUIDES_MAX_LIMIT).default(MAP_GUIDES_DEFAULT_LIMIT),
});

export const MAP_GUIDE_KINDS_SINGULAR = ["trail", "scout-route", "orv-park"] as const;

/** A guide as a map card shows it: preview-safe for everyone (no line, only the trailhead). */
export const mapGuideSchema = z.object({
  kind: z.enum(MAP_GUIDE_KINDS_SINGULAR),
  id: z.number().int(),
  title: z.string(),
  href: z.string(),
  photo: z.string().nullable(),
  /** Technical rating (a trail's low end); 0 when unrated and for ORV parks. */
  difficulty: z.number().int(),
  color: z.string(),
  label: z.string(),
  length_mi: z.number(),
  rating: z.number(),
  review_count: z.number().int(),
  town: z.string(),
  state: z.string(),
  preview: z.boolean(),
  boh: z.boolean(),
  trailhead: z.tuple([z.number(), z.number()]),
  /** Under "fits my rig": the trail's verdict for the reader's primary rig. */
  rig_fit: rigFitMarkSchema.optional(),
});
export type MapGuide = z.infer<typeof mapGuideSchema>;

export const mapGuidesPageSchema = z.object({ count: z.number().int(), results: z.array(mapGuideSchema) });
export type MapGuidesPage = z.infer<typeof mapGuidesPageSchema>;

export const crossedPublicLandsQuerySchema = z.object({
  kind: z.enum(["trail", "scout-route"]),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const publicLandRefSchema = z.object({ agency: z.string(), unit: z.string(), name: z.string() });
export type PublicLandRef = z.infer<typeof publicLandRefSchema>;

export const crossedPublicLandsSchema = z.object({ public_lands: z.array(publicLandRefSchema) });

/** A road the guide's line drives along, with what its Motor Vehicle Use Map designates when known. */
export const roadUsedSchema = z.object({
  name: z.string(),
  class: z.string(),
  surface: z.string(),
  /** "yearlong" or "seasonal"; null when the source does not say. */
  seasonal: z.string().nullable(),
  /** Each vehicle class the road is open to, with its dates ("05/15-10/31") or "open". */
  vehicles: z.array(z.object({ vehicle: z.string(), dates: z.string() })),
});
export type RoadUsed = z.infer<typeof roadUsedSchema>;

export const roadsUsedSchema = z.object({ roads: z.array(roadUsedSchema) });

/** One imported dataset: which map layer it feeds, its source name, how many features, when. */
export const mapImportSchema = z.object({
  layer: z.enum(["public-lands", "roads"]),
  source: z.string(),
  features: z.number().int(),
  imported_at: z.iso.datetime({ offset: true }),
});
export const mapImportsSchema = z.object({ imports: z.array(mapImportSchema) });
export type MapImport = z.infer<typeof mapImportSchema>;
