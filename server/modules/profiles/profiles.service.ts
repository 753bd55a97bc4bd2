// Profiles (issue 15, ADR 0033): the settings a user edits and the profile page other readers see.
// A private profile shows others the name and member-since date only; its owner always sees it all.
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type {
  AvatarCrop,
  ProfilePhoto,
  ProfileSettings,
  ProfileSettingsUpdate,
  PublicProfile,
} from "../../../shared/contracts/profile.contract";
import { guideHref } from "../../../shared/domain/guide-href";
import type { Locale } from "../../../shared/domain/locales";
import type { UnitSystem } from "../../../shared/domain/units";
import { notFound } from "../../http/errors";
import type { SignupQuestionsService } from "../signup-questions/signup-questions.service";
import type { ServiceDeps } from "../../services";
import { createBadgeOfHonorRepository } from "../badge-of-honor/badge-of-honor.repository";
import { trailHref } from "../badge-of-honor/badge-of-honor.service";
import { createGarageRepository } from "../garage/garage.repository";
import { toVehicle } from "../garage/garage.service";
import type { PhotoService } from "../photos/photo-renditions";
import { createProfilesRepository, type ProfileRow, type SettingsColumns } from "./profiles.repository";

function toSettings(row: ProfileRow): ProfileSettings {
  return {
    name: row.name,
    state_name: row.stateName,
    vehicle_make: row.vehicleMake,
    year_started: row.yearStarted,
    drive_style: row.driveStyle,
    units: row.units,
    locale: row.locale,
    profile_is_public: row.profileIsPublic,
  };
}

function toColumns(input: ProfileSettingsUpdate): SettingsColumns {
  const columns: SettingsColumns = {
    name: input.name,
    stateName: input.state_name,
    vehicleMake: input.vehicle_make,
    yearStarted: input.year_started,
    driveStyle: input.drive_style,
    units: input.units,
    locale: input.locale,
    profileIsPublic: input.profile_is_public,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

interface ProfilesDeps extends Pick<ServiceDeps, "db" | "clock"> {
  photos: Pick<PhotoService, "storeAvatar">;
  signupQuestions: Pick<SignupQuestionsService, "checkAnswers">;
}

export function createProfilesService({ db, clock, photos, signupQuestions }: ProfilesDeps) {
  const profiles = createProfilesRepository(db);

  async function settingsOf(userId: number): Promise<ProfileSettings> {
    const row = await profiles.findById(userId);
    if (!row) throw notFound("User not found.");
    return toSettings(row);
  }

  return {
    settingsOf: (user: UserClaims) => settingsOf(user.id),

    /** Changes the user's settings; the name, sign-up answers, units and language reach the user's next token. */
    async updateSettings(user: UserClaims, input: ProfileSettingsUpdate): Promise<ProfileSettings> {
      // An answer kept as it was stays valid even when staff have since switched its option off.
      const current = await settingsOf(user.id);
      await signupQuestions.checkAnswers({
        vehicle_make: input.vehicle_make === current.vehicle_make ? undefined : input.vehicle_make,
        drive_style: input.drive_style === current.drive_style ? undefined : input.drive_style,
      });
      await profiles.updateSettings(user.id, toColumns(input), clock.now());
      return settingsOf(user.id);
    },

    /** The footer's choice of units or language (ADR 0064); both reach the user's next token. */
    async updatePreferences(user: UserClaims, choice: { units?: UnitSystem; locale?: Locale }): Promise<void> {
      const columns: SettingsColumns = {};
      if (choice.units) columns.units = choice.units;
      if (choice.locale) columns.locale = choice.locale;
      await profiles.updateSettings(user.id, columns, clock.now());
    },

    /** Crops the photo to the chosen square and makes it the avatar; it reaches the user's next token. */
    async setPhoto(user: UserClaims, photo: Buffer, crop: AvatarCrop): Promise<ProfilePhoto> {
      const url = await photos.storeAvatar(photo, { x: crop.crop_x, y: crop.crop_y, size: crop.crop_size });
      await profiles.updatePhoto(user.id, url, clock.now());
      return { photo_file_name: url };
    },

    /** Back to initials; the stored file stays, as another upload of the same photo and square names it too. */
    async removePhoto(user: UserClaims): Promise<void> {
      await profiles.updatePhoto(user.id, null, clock.now());
    },

    async getProfile(uuid: string, viewer: UserClaims | null): Promise<PublicProfile> {
      const row = await profiles.findByUuid(uuid);
      if (!row) throw notFound("User not found.");
      const isOwn = viewer?.id === row.id;
      const base = {
        uuid: row.uuid,
        name: row.name,
        photo_file_name: row.photoFileName,
        member_since: row.createdAt.toISOString().slice(0, 10),
        is_own: isOwn,
        is_public: row.profileIsPublic,
      };
      if (!isOwn && !row.profileIsPublic) {
        return {
          ...base,
          state_name: null,
          drive_style: null,
          year_started: null,
          vehicles: [],
          lists: [],
          reviews: [],
          badges: [],
        };
      }
      const [vehicles, lists, reviews, badges] = await Promise.all([
        createGarageRepository(db).listVehicles(row.id),
        profiles.publicLists(row.id),
        profiles.latestReviews(row.id),
        createBadgeOfHonorRepository(db).verifiedBadgesOf(row.id),
      ]);
      return {
        ...base,
        state_name: row.stateName,
        drive_style: row.driveStyle,
        year_started: row.yearStarted,
        vehicles: vehicles.map(toVehicle),
        lists: lists.map((list) => ({ uuid: list.uuid, name: list.name, item_count: list.itemCount })),
        reviews: reviews.map((review) => ({
          guide_title: review.guideTitle,
          href: guideHref(review.kind, {
            slug: `${review.guideId}-${review.guideSlug}`,
            state: { country_code: review.countryCode, slug: review.stateSlug },
          }),
          rating: review.rating,
          created_at: review.createdAt.toISOString(),
        })),
        badges: badges.map((badge) => ({
          trail_title: badge.trailTitle,
          href: trailHref(badge),
          completed_on: badge.completedOn,
        })),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
