// The GPX download log of the back office (/admin/gpx-downloads, ADR 0050): which guide's line was
// downloaded, by whom and when, searchable by reader or guide and filtered by kind, state and days.
import { z } from "zod";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";
import { GUIDE_KINDS } from "./places.contract";

const day = z.iso.date({ message: "Use a date like 2026-11-26." });

export const gpxDownloadsQuerySchema = cmsListQuery({
  sorts: ["created_at", "guide", "state"],
  filters: {
    kind: z.enum(GUIDE_KINDS, { message: "Choose trail or scout route." }).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,3}$/, "Choose a state from the list.")
      .optional(),
    from: day.optional(),
    to: day.optional(),
  },
});
export type GpxDownloadsQuery = z.infer<typeof gpxDownloadsQuerySchema>;

export const gpxDownloadSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  guide: z.object({
    kind: z.enum(GUIDE_KINDS),
    id: z.number().int(),
    title: z.string(),
    href: z.string(),
    state: z.object({ code: z.string(), title: z.string() }),
  }),
  /** Null when the reader's account is gone. */
  user: z.object({ uuid: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type GpxDownload = z.infer<typeof gpxDownloadSchema>;

export const gpxDownloadsPageSchema = cmsPageSchema(gpxDownloadSchema).extend({
  /** The states that have guides, for the filter. */
  states: z.array(z.object({ code: z.string(), title: z.string() })),
});
export type GpxDownloadsPage = z.infer<typeof gpxDownloadsPageSchema>;
