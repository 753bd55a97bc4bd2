// The photo shape of trails and scout routes (spec §3 ScoutRoute.photos): one entry per photo,
// each with the URLs of its renditions.
import { z } from "zod";

/** photo_type values: spec §3 numbers hero, camping and hardest part; highlight is ours, for trails. */
export const PHOTO_TYPES = {
  hero: 0,
  camping: 1,
  hardestPart: 2,
  highlight: 3,
} as const;
export type PhotoType = (typeof PHOTO_TYPES)[keyof typeof PHOTO_TYPES];

export const PHOTO_TYPE_LABELS: Record<PhotoType, string> = {
  [PHOTO_TYPES.hero]: "Hero",
  [PHOTO_TYPES.camping]: "Camping",
  [PHOTO_TYPES.hardestPart]: "Hardest Part",
  [PHOTO_TYPES.highlight]: "Highlight",
};

const photoTypeSchema = z.literal(Object.values(PHOTO_TYPES));

/** A path such as /media/photos/…/medium.jpg, or an absolute URL when media is served from elsewhere. */
const photoUrlSchema = z.string().min(1);

export const photoSchema = z.object({
  photo_type: photoTypeSchema,
  /** At most 2400 px on the long side. */
  original: photoUrlSchema,
  /** At most 800 px on the long side: cards and lists. */
  resized_medium: photoUrlSchema,
  /** At most 1600 px on the long side: photo pages and the lightbox. */
  resized_large: photoUrlSchema,
});
export type Photo = z.infer<typeof photoSchema>;
