// The map-data staff tools (issue "Staff tools", ADR 0054): uploaded public-land and road datasets
// and their imports, and the regions' outlines drawn on the region map.
import { z } from "zod";
import { DATASET_IMPORT_STATES, DATASET_KINDS } from "../domain/map-datasets";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

/** The files an upload may be: GeoJSON, or through GDAL a GeoPackage or a zipped Shapefile. */
export const DATASET_FILE_EXTENSIONS = ["geojson", "json", "gpkg", "zip"] as const;
export const DATASET_MAX_BYTES = 64 * 1024 * 1024;

/** A source name: what the rows carry, and what a later upload of the same name replaces. */
const sourceName = z
  .string()
  .trim()
  .min(2, "Name the source (at least 2 characters).")
  .max(80, "Use at most 80 characters.")
  .regex(/^[a-z0-9][a-z0-9_.-]*$/i, "Use letters, digits, dots, dashes and underscores, starting with a letter or digit.");

/** The text fields of an upload (the file goes beside them in the multipart field "file"). */
export const datasetUploadSchema = z.object({
  kind: z.enum(DATASET_KINDS, { message: "Choose public lands or roads." }),
  source: sourceName,
});
export type DatasetUpload = z.infer<typeof datasetUploadSchema>;

export const datasetImportQuerySchema = cmsListQuery({
  sorts: ["created_at", "source", "state"],
  filters: {
    kind: z.enum(DATASET_KINDS).optional(),
    state: z.enum(DATASET_IMPORT_STATES).optional(),
  },
});
export type DatasetImportQuery = z.infer<typeof datasetImportQuerySchema>;

export const datasetReportSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  skipped: z.number().int(),
  /** The first features skipped, each with where it is and why. */
  skipped_features: z.array(z.object({ where: z.string(), reason: z.string() })),
});
export type DatasetReport = z.infer<typeof datasetReportSchema>;

export const datasetImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DATASET_KINDS),
  source: z.string(),
  file_name: z.string(),
  state: z.enum(DATASET_IMPORT_STATES),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  report: datasetReportSchema.nullable(),
  error: z.string().nullable(),
  uploaded_by: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type DatasetImport = z.infer<typeof datasetImportSchema>;

export const datasetImportPageSchema = cmsPageSchema(datasetImportSchema);
export type DatasetImportPage = z.infer<typeof datasetImportPageSchema>;

// Region outlines -----------------------------------------------------------------------------

/** Points an outline may hold in all: a county-sized outline traced by hand needs far fewer. */
export const BOUNDARY_MAX_POSITIONS = 20_000;

const position = z
  .tuple([z.number(), z.number()])
  .refine(([longitude, latitude]) => Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90, {
    message: "Each point needs a longitude within ±180 and a latitude within ±90.",
  });

const ring = z
  .array(position)
  .min(4, "Each ring needs at least 3 distinct points and ends where it starts.")
  .refine((points) => {
    const [first, last] = [points[0]!, points.at(-1)!];
    return first[0] === last[0] && first[1] === last[1];
  }, "Each ring must end where it starts (a closed ring).");

const polygon = z.array(ring).min(1, "A polygon needs an outer ring.");

export const regionBoundarySchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("Polygon"), coordinates: polygon }),
    z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(polygon).min(1, "Draw at least one polygon.") }),
  ])
  .refine(
    (boundary) => boundary.coordinates.flat(2).length <= BOUNDARY_MAX_POSITIONS,
    `An outline may have at most ${BOUNDARY_MAX_POSITIONS} points.`,
  );
export type RegionBoundaryInput = z.infer<typeof regionBoundarySchema>;

/** Save an outline, or clear it with null. */
export const regionBoundaryUpdateSchema = z.object({ boundary: regionBoundarySchema.nullable() });
export type RegionBoundaryUpdate = z.infer<typeof regionBoundaryUpdateSchema>;

export const regionOutlineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  boundary: regionBoundarySchema.nullable(),
});
export type RegionOutline = z.infer<typeof regionOutlineSchema>;

export const adminRegionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  boundary: regionBoundarySchema.nullable(),
  /** Where the region's trails start, to zoom to a region with no outline yet. */
  guide_bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]).nullable(),
});
export type AdminRegion = z.infer<typeof adminRegionSchema>;

export const stateRegionsQuerySchema = z.object({ state: z.string().trim().min(1, "Choose a state.").max(80) });

export const stateRegionsSchema = z.object({
  state: z.object({ slug: z.string(), title: z.string(), code: z.string() }),
  regions: z.array(adminRegionSchema),
});
export type StateRegions = z.infer<typeof stateRegionsSchema>;
