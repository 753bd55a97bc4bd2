// Shapes of the profile API: the settings a user edits (name, the sign-up answers of spec §2.10 and
// §9, units, language, whether the profile is public) and the profile other readers see (ADR 0033).
import { z } from "zod";
import { yearStartedOptions } from "../domain/sign-up-options";
import { LOCALES } from "../domain/locales";
import { UNIT_SYSTEMS } from "../domain/units";
import { profileBadgeSchema } from "./badge-of-honor.contract";
import { vehicleSchema } from "./garage.contract";

const emptyAsNull = (value: unknown) => (value === "" ? null : value);

export const profileSettingsSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(150, "Keep your name to 150 characters or fewer."),
  state_name: z.preprocess(emptyAsNull, z.string().trim().max(100, "Choose a state from the list.").nullable()),
  // Make and drive style: one of the options staff keep (ADR 0053), which the server checks.
  vehicle_make: z.preprocess(emptyAsNull, z.string().trim().max(100, "Choose a make from the list.").nullable()),
  year_started: z.preprocess(
    emptyAsNull,
    z
      .number({ error: "Choose a year from the list." })
      .int()
      // Checked against the year at validation time, so a long-running server follows the calendar.
      .refine((year) => yearStartedOptions(new Date().getFullYear()).includes(year), "Choose a year from the list.")
      .nullable(),
  ),
  drive_style: z.preprocess(emptyAsNull, z.string().trim().max(100, "Choose a drive style from the list.").nullable()),
  units: z.enum(UNIT_SYSTEMS, { error: "Choose imperial or metric." }),
  /** The interface language (ADR 0064); null until the user chooses one. */
  locale: z.enum(LOCALES, { error: "Choose English, French or Spanish." }).nullable(),
  profile_is_public: z.boolean(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const profileSettingsUpdateSchema = profileSettingsSchema.partial();
export type ProfileSettingsUpdate = z.infer<typeof profileSettingsUpdateSchema>;

/**
 * The square of a chosen photo that becomes the avatar, in pixels of the photo turned upright: sent
 * as form fields beside the photo, so they arrive as text.
 */
export const avatarCropSchema = z.object({
  crop_x: z.coerce.number({ error: "Choose the square to keep." }).int().min(0, "Choose the square to keep."),
  crop_y: z.coerce.number({ error: "Choose the square to keep." }).int().min(0, "Choose the square to keep."),
  crop_size: z.coerce.number({ error: "Choose the square to keep." }).int().min(1, "Choose the square to keep."),
});
export type AvatarCrop = z.infer<typeof avatarCropSchema>;

/** The user's avatar after a change: the URL of the square photo, or null without one. */
export const profilePhotoSchema = z.object({ photo_file_name: z.string().nullable() });
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

export const profileReviewSchema = z.object({
  guide_title: z.string(),
  href: z.string(),
  rating: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;

export const profileListSchema = z.object({ uuid: z.uuid(), name: z.string(), item_count: z.number().int() });

/**
 * A profile as one reader sees it. Name and member-since always show; the rest only to the user
 * and, when the profile is public, to everyone (empty otherwise).
 */
export const publicProfileSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** The avatar shows on every profile, as it does beside the user's reviews. */
  photo_file_name: z.string().nullable(),
  member_since: z.iso.date(),
  is_own: z.boolean(),
  is_public: z.boolean(),
  state_name: z.string().nullable(),
  drive_style: z.string().nullable(),
  year_started: z.number().int().nullable(),
  vehicles: z.array(vehicleSchema),
  lists: z.array(profileListSchema),
  reviews: z.array(profileReviewSchema),
  /** Verified Badge of Honor badges, latest drive first (ADR 0035). */
  badges: z.array(profileBadgeSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
