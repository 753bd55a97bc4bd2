// Reviews of trails and scout routes, and the difficulty-change summary built from them.
import { z } from "zod";
import { photoSchema } from "./photo.contract";
import { difficultyPropsSchema, guideUserSchema } from "./scout-route.contract";
import { paginatedSchema } from "./site.contract";

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  /** Plain text as the reviewer wrote it. */
  text: z.string(),
  suggested_difficulty: z.number().int().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  user: guideUserSchema,
  /** Paid content, like the title and text: only for readers who may see the guide in full. */
  photos: z.array(photoSchema),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * Reviews are an All-Access benefit: a reader who may not see the guide in full gets the count and
 * no reviews (`is_locked`); the guide itself carries the public average.
 */
export const reviewPageSchema = paginatedSchema(reviewSchema).extend({ is_locked: z.boolean() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(10_000),
  suggested_difficulty: z.number().int().min(1).max(10).nullable().optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewUpdateSchema = reviewInputSchema.partial();
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

/** What reviewers said about the guide's technical rating. */
export const difficultyChangesSchema = z.object({
  /** Reviews that suggested a rating. */
  review_count_with_change: z.number().int(),
  harder: z.number().int(),
  easier: z.number().int(),
  same: z.number().int(),
  /** Mean of the suggested ratings, one decimal; null when none. */
  average_suggested: z.number().nullable(),
  /** The guide's own rating (a trail's low end); null when unrated. */
  current: z.number().int().nullable(),
  current_props: difficultyPropsSchema,
});
export type DifficultyChanges = z.infer<typeof difficultyChangesSchema>;
