// Announcements aimed at one page (spec §2.2 "announcements by page type"; ADR 0053): the notices
// staff keep for e.g. /announcements/states/colorado, shown on that state's page from their date.
import { z } from "zod";

/** The page types a notice may target: the pages that show a notice area. */
export const ANNOUNCEMENT_PAGE_TYPES = ["states"] as const;
export type AnnouncementPageType = (typeof ANNOUNCEMENT_PAGE_TYPES)[number];

export const ANNOUNCEMENT_LIMITS = { title: 200, summary: 500, body: 20_000 } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} within ${max} characters.`);

export const pageAnnouncementInputSchema = z.object({
  title: required("title", ANNOUNCEMENT_LIMITS.title),
  summary: required("summary", ANNOUNCEMENT_LIMITS.summary),
  body: required("text", ANNOUNCEMENT_LIMITS.body),
  /** Shown on the page from this time (UTC); a time without a zone is read as UTC. */
  published_at: z.iso.datetime({ local: true, offset: true, error: "Enter the date and time to show it from." }),
});
export type PageAnnouncementInput = z.infer<typeof pageAnnouncementInputSchema>;

export const pageAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type PageAnnouncement = z.infer<typeof pageAnnouncementSchema>;

/** The targeted page and every notice aimed at it, newest first, scheduled ones too. */
export const pageAnnouncementsSchema = z.object({
  page: z.object({ type: z.enum(ANNOUNCEMENT_PAGE_TYPES), slug: z.string(), title: z.string(), url: z.string() }),
  announcements: z.array(pageAnnouncementSchema),
});
export type PageAnnouncements = z.infer<typeof pageAnnouncementsSchema>;
