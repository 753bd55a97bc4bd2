// /admin/preview-trail-comparison (ADR 0055): which trails are All-Access Previews in each state, the
// states with published trails and no preview, and for every published scout route the closest
// preview its paywall shows, with the distance in miles.
import { z } from "zod";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

export const PREVIEW_COVERAGES = ["missing", "covered"] as const;

export const previewStatesQuerySchema = cmsListQuery({
  sorts: ["state", "published_trails", "previews"],
  defaultOrder: "asc",
  filters: {
    coverage: z.enum(PREVIEW_COVERAGES, { message: "Choose states with or without a preview." }).optional(),
  },
});
export type PreviewStatesQuery = z.infer<typeof previewStatesQuerySchema>;

const trailLinkSchema = z.object({ id: z.number().int(), title: z.string(), path: z.string() });

export const previewStateSchema = z.object({
  code: z.string(),
  title: z.string(),
  published_trails: z.number().int(),
  /** Its published preview trails; none flags the state. */
  previews: z.array(trailLinkSchema),
});
export type PreviewState = z.infer<typeof previewStateSchema>;

export const previewStatesPageSchema = cmsPageSchema(previewStateSchema).extend({
  /** States with published trails and no preview, whatever the filter. */
  missing_count: z.number().int(),
});
export type PreviewStatesPage = z.infer<typeof previewStatesPageSchema>;

export const scoutRoutePreviewsQuerySchema = cmsListQuery({
  sorts: ["distance", "title", "state"],
  filters: {
    /** A state's code ("UT"). */
    state: z.string().trim().toUpperCase().max(8).optional(),
  },
});
export type ScoutRoutePreviewsQuery = z.infer<typeof scoutRoutePreviewsQuerySchema>;

export const scoutRoutePreviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  state: z.object({ code: z.string(), title: z.string() }),
  /** The closest published preview trail, as the scout route's paywall shows it; null when there is none. */
  nearest: trailLinkSchema.extend({ state_code: z.string(), distance: z.number() }).nullable(),
});
export type ScoutRoutePreview = z.infer<typeof scoutRoutePreviewSchema>;

export const scoutRoutePreviewsPageSchema = cmsPageSchema(scoutRoutePreviewSchema).extend({
  states: z.array(z.object({ code: z.string(), title: z.string() })),
});
export type ScoutRoutePreviewsPage = z.infer<typeof scoutRoutePreviewsPageSchema>;
