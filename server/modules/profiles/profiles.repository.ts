// SQL for profiles: a user's settings, their public lists and their latest reviews of published guides.
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { listItems, lists, reviews, scoutRoutes, states, trails, users } from "../../db/schema";

const profileColumns = {
  id: users.id,
  uuid: users.uuid,
  name: users.name,
  photoFileName: users.photoFileName,
  createdAt: users.createdAt,
  stateName: users.stateName,
  vehicleMake: users.vehicleMake,
  yearStarted: users.yearStarted,
  driveStyle: users.driveStyle,
  units: users.units,
  locale: users.locale,
  profileIsPublic: users.profileIsPublic,
};

export type SettingsColumns = Partial<
  Pick<
    typeof users.$inferInsert,
    "name" | "stateName" | "vehicleMake" | "yearStarted" | "driveStyle" | "units" | "locale" | "profileIsPublic"
  >
>;

/** How many public lists and reviews a profile shows. */
const PROFILE_ITEMS = 10;

function reviewsOf(
  db: Executor,
  guides: typeof trails | typeof scoutRoutes,
  column: typeof reviews.trailId | typeof reviews.scoutRouteId,
  userId: number,
) {
  return db
    .select({
      guideId: guides.id,
      guideSlug: guides.slug,
      guideTitle: guides.title,
      countryCode: states.countryCode,
      stateSlug: states.slug,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(guides, eq(column, guides.id))
    .innerJoin(states, eq(guides.stateId, states.id))
    .where(and(eq(reviews.userId, userId), eq(guides.published, true), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt))
    .limit(PROFILE_ITEMS);
}

export function createProfilesRepository(db: Executor) {
  return {
    async findByUuid(uuid: string) {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .where(and(eq(users.uuid, uuid), isNull(users.deletedAt)));
      return row ?? null;
    },

    async findById(id: number) {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async updateSettings(userId: number, columns: SettingsColumns, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...columns, updatedAt: at })
        .where(eq(users.id, userId));
    },

    /** The avatar's URL, or null to show initials. */
    async updatePhoto(userId: number, photoFileName: string | null, at: Date): Promise<void> {
      await db.update(users).set({ photoFileName, updatedAt: at }).where(eq(users.id, userId));
    },

    publicLists(userId: number) {
      return db
        .select({ uuid: lists.uuid, name: lists.name, itemCount: count(listItems.id) })
        .from(lists)
        .leftJoin(listItems, eq(listItems.listId, lists.id))
        .where(and(eq(lists.ownerId, userId), eq(lists.isPublic, true)))
        .groupBy(lists.id)
        .orderBy(desc(lists.updatedAt), desc(lists.id))
        .limit(PROFILE_ITEMS);
    },

    /** The latest reviews of published trails and scout routes, newest first. */
    async latestReviews(userId: number) {
      const [ofTrails, ofScoutRoutes] = await Promise.all([
        reviewsOf(db, trails, reviews.trailId, userId),
        reviewsOf(db, scoutRoutes, reviews.scoutRouteId, userId),
      ]);
      const kinded = [
        ...ofTrails.map((row) => ({ ...row, kind: "trails" as const })),
        ...ofScoutRoutes.map((row) => ({ ...row, kind: "scout-routes" as const })),
      ];
      return kinded.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, PROFILE_ITEMS);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<ProfilesRepository["findById"]>>>;
