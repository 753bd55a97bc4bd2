// The photo shape of trails and scout routes (spec §3 ScoutRoute.photos): one entry per photo,
// each with the URLs of its renditions.
import { z } from "zod";
import { PHOTO_TYPES } from "../domain/photo-types";

const photoTypeSchema = z.literal(Object.values(PHOTO_TYPES));

/**
 * A path such as /media/photos/…/medium.jpg, or an absolute URL when media is served from elsewhere;
 * a private photo's is /media/private/photos/…/medium.jpg with a signature that expires (ADR 0065).
 */
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

/** The renditions a card or a hero image picks from with `srcset`. */
export const cardPhotoSchema = photoSchema.pick({ resized_medium: true, resized_large: true });
export type CardPhoto = z.infer<typeof cardPhotoSchema>;
