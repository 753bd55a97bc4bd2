// Staff moderation of trail and scout-route reviews (/admin/trail-reviews, ADR 0055): every review
// with its guide, author, photos and whether staff hid it; hiding and restoring a review or one of
// its photos, each with a reason.
import { z } from "zod";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

export const REVIEW_VISIBILITIES = ["visible", "hidden"] as const;
export const REVIEWED_GUIDE_KINDS = ["trail", "scout-route"] as const;

export const reviewModerationQuerySchema = cmsListQuery({
  sorts: ["created_at", "rating", "guide", "author"],
  filters: {
    visibility: z.enum(REVIEW_VISIBILITIES, { message: "Choose visible or hidden." }).optional(),
    rating: z.coerce.number({ message: "Choose a rating from 1 to 5." }).int().min(1).max(5).optional(),
    guide_kind: z.enum(REVIEWED_GUIDE_KINDS, { message: "Choose trails or scout routes." }).optional(),
    /** A state's code ("UT"). */
    state: z.string().trim().toUpperCase().max(8).optional(),
  },
});
export type ReviewModerationQuery = z.infer<typeof reviewModerationQuerySchema>;

const hiddenSchema = z
  .object({ at: z.string(), reason: z.string(), by: z.string().nullable() })
  .nullable()
  .describe("Set when staff hid it: when, why and by whom; null when it shows");

export const moderatedReviewPhotoSchema = z.object({
  id: z.number().int(),
  resized_medium: z.string(),
  resized_large: z.string(),
  hidden: hiddenSchema,
});
export type ModeratedReviewPhoto = z.infer<typeof moderatedReviewPhotoSchema>;

export const moderatedReviewSchema = z.object({
  id: z.number().int(),
  guide: z.object({
    kind: z.enum(REVIEWED_GUIDE_KINDS),
    id: z.number().int(),
    title: z.string(),
    /** The guide's public page. */
    path: z.string(),
    state: z.object({ code: z.string(), title: z.string() }),
  }),
  author: z.object({ uuid: z.string(), name: z.string(), email: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  hidden: hiddenSchema,
  photos: z.array(moderatedReviewPhotoSchema),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const reviewModerationPageSchema = cmsPageSchema(moderatedReviewSchema).extend({
  /** The states that have reviewed guides, for the filter. */
  states: z.array(z.object({ code: z.string(), title: z.string() })),
});
export type ReviewModerationPage = z.infer<typeof reviewModerationPageSchema>;

/** Hiding or restoring a review or a photo: staff always say why; the reason goes to the audit log. */
export const moderationInputSchema = z.object({
  reason: z
    .string({ message: "Say why, for the audit log." })
    .trim()
    .min(1, "Say why, for the audit log.")
    .max(500, "Keep the reason under 500 characters."),
});
export type ModerationInput = z.infer<typeof moderationInputSchema>;
