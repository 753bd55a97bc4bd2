// Shapes of the site-wide API (spec §3, §7): states, top banners and announcements.
import { z } from "zod";
import { BANNER_TYPES, BANNER_USER_GROUPS } from "../domain/banner";
import { COUNTRY_CODES } from "../domain/countries";

export const stateSchema = z.object({
  code: z.string(),
  slug: z.string(),
  title: z.string(),
  country_code: z.enum(COUNTRY_CODES),
  content_count: z.number().int(),
});
export type State = z.infer<typeof stateSchema>;

export const townSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Without the word "County": pages print "({county_name} County)". */
  county_name: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Town = z.infer<typeof townSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  is_shown: z.boolean(),
  user_group: z.enum(BANNER_USER_GROUPS),
  banner_type: z.enum(BANNER_TYPES),
  no_icon: z.boolean(),
  /** HTML written by staff; may hold a link. */
  banner_message: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  /** When the signed-in reader opened or dismissed it; null when unread or signed out. */
  read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** One announcement as its page shows it: the body also as sanitized HTML. */
export const announcementDetailSchema = announcementSchema.extend({ body_html: z.string() });
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

/** `?page=&page_size=` of every paginated list (DESIGN §8). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const announcementPageSchema = paginatedSchema(announcementSchema);

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;
