// SQL for place pages: states with their counts, regions, towns with trails, ORV parks, and the
// card rows of trails and scout routes. Card queries never select a line or a description.
import { and, asc, count, desc, eq, lte, or, sql, type SQL } from "drizzle-orm";
import { BEGINNER_MAX_RATING } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import { cities, orvParks, photos, regions, scoutRoutes, states, trails } from "../../db/schema";
import { greatCircleMetres } from "../../db/great-circle";
import { METRES_PER_MILE } from "../../../shared/domain/formatters";

const stateRefColumns = {
  code: states.code,
  country_code: states.countryCode,
  slug: states.slug,
  title: states.title,
};

const stateColumns = { id: states.id, ...stateRefColumns, content_count: states.contentCount };

/** Great-circle distance in miles from a point to a latitude/longitude pair of columns. */
function milesFrom(
  point: { latitude: number; longitude: number },
  latitude: SQL | typeof cities.latitude,
  longitude: SQL | typeof cities.longitude,
): SQL<number> {
  return sql<number>`${greatCircleMetres(point, { latitude, longitude })} / ${METRES_PER_MILE}`.mapWith(Number);
}

/** Guides near a town: the town is theirs, or their trailhead is within the radius. */
export interface NearTown {
  /** Guides that name this town as theirs count as near whatever the distance; null for none. */
  cityId: number | null;
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

export interface GuideFilter {
  stateId?: number;
  regionId?: number;
  near?: NearTown;
  maxRating?: number;
}

export type GuideSortKey = "rating" | "length" | "newest";

export interface PageWindow {
  limit: number;
  offset: number;
}

type GuideTable = typeof trails | typeof scoutRoutes;

/** Of the trails grouped, those a beginner list holds. */
const beginnerTrailCount = () =>
  sql<number>`count(*) filter (where ${trails.technicalRatingLow} <= ${BEGINNER_MAX_RATING})`.mapWith(Number);

function guideConditions(table: GuideTable, rating: SQL, filter: GuideFilter): SQL | undefined {
  const { near } = filter;
  return and(
    eq(table.published, true),
    filter.stateId === undefined ? undefined : eq(table.stateId, filter.stateId),
    filter.regionId === undefined ? undefined : eq(table.regionId, filter.regionId),
    filter.maxRating === undefined ? undefined : lte(rating, filter.maxRating),
    near
      ? or(
          near.cityId === null ? undefined : eq(table.cityId, near.cityId),
          lte(milesFrom(near, sql`${table.trailheadLatitude}`, sql`${table.trailheadLongitude}`), near.radiusMiles),
        )
      : undefined,
  );
}

function guideOrder(table: GuideTable, sort: GuideSortKey) {
  switch (sort) {
    case "rating":
      return [desc(table.reviewAverage), desc(table.reviewCount), asc(table.id)];
    case "length":
      return [desc(table.lengthMiles), asc(table.id)];
    case "newest":
      return [desc(table.createdAt), desc(table.id)];
  }
}

const guideCardBase = (table: GuideTable) => ({
  id: table.id,
  slug: table.slug,
  title: table.title,
  nearestTownName: table.nearestTownName,
  lengthMiles: table.lengthMiles,
  reviewAverage: table.reviewAverage,
  reviewCount: table.reviewCount,
  state: stateRefColumns,
});

const heroOrder = [asc(photos.position), asc(photos.id)];

type HeroOwner = typeof photos.trailId | typeof photos.scoutRouteId | typeof photos.orvParkId;
type HeroOwnerId = typeof trails.id | typeof scoutRoutes.id | typeof orvParks.id;

/**
 * The first hero photo of each card's owner, as a subquery to join laterally: a page of cards is
 * one query, whatever its size.
 */
function firstHeroPhoto(db: Executor, owner: HeroOwner, ownerId: HeroOwnerId) {
  return db
    .select({ resized_medium: photos.resizedMedium, resized_large: photos.resizedLarge })
    .from(photos)
    .where(and(eq(owner, ownerId), eq(photos.photoType, 0)))
    .orderBy(...heroOrder)
    .limit(1)
    .as("hero");
}

/** The hero photo as a card field: null when the owner has none (the lateral join found no row). */
const heroPhotoField = (hero: ReturnType<typeof firstHeroPhoto>) => ({
  resized_medium: hero.resized_medium,
  resized_large: hero.resized_large,
});

const orvParkCardColumns = {
  id: orvParks.id,
  slug: orvParks.slug,
  title: orvParks.title,
  nearest_town_name: orvParks.nearestTownName,
  acreage: orvParks.acreage,
  trail_miles: orvParks.trailMiles,
  state: stateRefColumns,
};

const orvParkDetailColumns = {
  ...orvParkCardColumns,
  county_name: orvParks.countyName,
  latitude: orvParks.latitude,
  longitude: orvParks.longitude,
  fees: orvParks.fees,
  season: orvParks.season,
  website_url: orvParks.websiteUrl,
  description_html: orvParks.descriptionHtml,
};

const publishedTrailsIn = (column: SQL) =>
  sql<number>`(select count(*) from ${trails} where ${trails.published} and ${column})`.mapWith(Number);
const publishedScoutRoutesIn = (column: SQL) =>
  sql<number>`(select count(*) from ${scoutRoutes} where ${scoutRoutes.published} and ${column})`.mapWith(Number);

const regionColumns = {
  id: regions.id,
  slug: regions.slug,
  title: regions.title,
  state: stateRefColumns,
  trail_count: publishedTrailsIn(sql`${trails.regionId} = ${regions.id}`),
  scout_route_count: publishedScoutRoutesIn(sql`${scoutRoutes.regionId} = ${regions.id}`),
};

/** Published parks, of one state and/or with one slug when told. */
interface OrvParkFilter {
  stateId?: number;
  slug?: string;
}

function publishedOrvParks({ stateId, slug }: OrvParkFilter) {
  return and(
    eq(orvParks.published, true),
    stateId === undefined ? undefined : eq(orvParks.stateId, stateId),
    slug === undefined ? undefined : eq(orvParks.slug, slug),
  );
}

export function createPlacesRepository(db: Executor) {
  return {
    async findStateByCode(code: string) {
      const [state] = await db.select(stateColumns).from(states).where(eq(states.code, code));
      return state ?? null;
    },

    /** Published trails, scout routes and parks, and regions, in one query. */
    async countContentInState(stateId: number) {
      const [row] = await db
        .select({
          trail_count: publishedTrailsIn(sql`${trails.stateId} = ${stateId}`),
          scout_route_count: publishedScoutRoutesIn(sql`${scoutRoutes.stateId} = ${stateId}`),
          orv_park_count:
            sql<number>`(select count(*) from ${orvParks} where ${orvParks.published} and ${orvParks.stateId} = ${stateId})`.mapWith(
              Number,
            ),
          region_count: sql<number>`(select count(*) from ${regions} where ${regions.stateId} = ${stateId})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },

    async countTrails(filter: GuideFilter) {
      const [row] = await db
        .select({ n: count() })
        .from(trails)
        .where(guideConditions(trails, sql`${trails.technicalRatingLow}`, filter));
      return row?.n ?? 0;
    },

    listTrailCards(filter: GuideFilter, sort: GuideSortKey, page: PageWindow) {
      const hero = firstHeroPhoto(db, photos.trailId, trails.id);
      return db
        .select({
          ...guideCardBase(trails),
          technicalRatingLow: trails.technicalRatingLow,
          technicalRatingHigh: trails.technicalRatingHigh,
          isPreview: trails.isPreview,
          isBoh: trails.isBoh,
          hero: heroPhotoField(hero),
        })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .leftJoinLateral(hero, sql`true`)
        .where(guideConditions(trails, sql`${trails.technicalRatingLow}`, filter))
        .orderBy(...guideOrder(trails, sort))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countScoutRoutes(filter: GuideFilter) {
      const [row] = await db
        .select({ n: count() })
        .from(scoutRoutes)
        .where(guideConditions(scoutRoutes, sql`${scoutRoutes.difficulty}`, filter));
      return row?.n ?? 0;
    },

    listScoutRouteCards(filter: GuideFilter, sort: GuideSortKey, page: PageWindow) {
      const hero = firstHeroPhoto(db, photos.scoutRouteId, scoutRoutes.id);
      return db
        .select({ ...guideCardBase(scoutRoutes), difficulty: scoutRoutes.difficulty, hero: heroPhotoField(hero) })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .leftJoinLateral(hero, sql`true`)
        .where(guideConditions(scoutRoutes, sql`${scoutRoutes.difficulty}`, filter))
        .orderBy(...guideOrder(scoutRoutes, sort))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countRegions(stateId: number | undefined) {
      const [row] = await db
        .select({ n: count() })
        .from(regions)
        .where(stateId === undefined ? undefined : eq(regions.stateId, stateId));
      return row?.n ?? 0;
    },

    listRegions(stateId: number | undefined, page: PageWindow) {
      return db
        .select(regionColumns)
        .from(regions)
        .innerJoin(states, eq(states.id, regions.stateId))
        .where(stateId === undefined ? undefined : eq(regions.stateId, stateId))
        .orderBy(asc(regions.title), asc(regions.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** By id, by slug in a state, or (slug only) the first by id with that slug. */
    async findRegion(by: { id: number } | { slug: string; stateId?: number }) {
      const condition =
        "id" in by
          ? eq(regions.id, by.id)
          : and(eq(regions.slug, by.slug), by.stateId === undefined ? undefined : eq(regions.stateId, by.stateId));
      const [row] = await db
        .select({ ...regionColumns, description_html: regions.descriptionHtml })
        .from(regions)
        .innerJoin(states, eq(states.id, regions.stateId))
        .where(condition)
        .orderBy(asc(regions.id))
        .limit(1);
      return row ?? null;
    },

    /** Towns that published trails name as theirs, with how many. */
    async countTownsWithTrails(stateId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${trails.cityId})`.mapWith(Number) })
        .from(trails)
        .innerJoin(cities, eq(cities.id, trails.cityId))
        .where(and(eq(trails.published, true), eq(cities.stateId, stateId)));
      return row?.n ?? 0;
    },

    listTownsWithTrails(stateId: number, page: PageWindow) {
      return db
        .select({
          name: cities.name,
          slug: cities.slug,
          county_name: cities.countyName,
          trail_count: count(trails.id),
          beginner_trail_count: beginnerTrailCount(),
        })
        .from(cities)
        .innerJoin(trails, and(eq(trails.cityId, cities.id), eq(trails.published, true)))
        .where(eq(cities.stateId, stateId))
        .groupBy(cities.id)
        .orderBy(asc(cities.name), asc(cities.slug))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every town that published trails name as theirs, grouped by state (for the list index pages). */
    listAllTownsWithTrails() {
      return db
        .select({
          state: stateRefColumns,
          name: cities.name,
          slug: cities.slug,
          trail_count: count(trails.id),
          beginner_trail_count: beginnerTrailCount(),
        })
        .from(cities)
        .innerJoin(trails, and(eq(trails.cityId, cities.id), eq(trails.published, true)))
        .innerJoin(states, eq(states.id, cities.stateId))
        .groupBy(cities.id, states.id)
        .orderBy(asc(states.countryCode), asc(states.title), asc(cities.name), asc(cities.slug));
    },

    async findTown(stateId: number, slug: string) {
      const [row] = await db
        .select({
          id: cities.id,
          name: cities.name,
          slug: cities.slug,
          county_name: cities.countyName,
          latitude: cities.latitude,
          longitude: cities.longitude,
        })
        .from(cities)
        .where(and(eq(cities.stateId, stateId), eq(cities.slug, slug)));
      return row ?? null;
    },

    async countOrvParks(filter: OrvParkFilter) {
      const [row] = await db.select({ n: count() }).from(orvParks).where(publishedOrvParks(filter));
      return row?.n ?? 0;
    },

    /** By title; parks that share a slug (one per state) by their state's name. */
    listOrvParkCards(filter: OrvParkFilter, page: PageWindow) {
      const hero = firstHeroPhoto(db, photos.orvParkId, orvParks.id);
      return db
        .select({ ...orvParkCardColumns, hero_photo: heroPhotoField(hero) })
        .from(orvParks)
        .innerJoin(states, eq(states.id, orvParks.stateId))
        .leftJoinLateral(hero, sql`true`)
        .where(publishedOrvParks(filter))
        .orderBy(asc(orvParks.title), asc(states.title), asc(orvParks.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** A published park by id, by slug in a state, or (slug only) the first by id with that slug. */
    async findOrvPark(by: { id: number } | { slug: string; stateId?: number }) {
      const condition =
        "id" in by
          ? eq(orvParks.id, by.id)
          : and(eq(orvParks.slug, by.slug), by.stateId === undefined ? undefined : eq(orvParks.stateId, by.stateId));
      const hero = firstHeroPhoto(db, photos.orvParkId, orvParks.id);
      const [row] = await db
        .select({ ...orvParkDetailColumns, cityId: orvParks.cityId, hero_photo: heroPhotoField(hero) })
        .from(orvParks)
        .innerJoin(states, eq(states.id, orvParks.stateId))
        .leftJoinLateral(hero, sql`true`)
        .where(and(eq(orvParks.published, true), condition))
        .orderBy(asc(orvParks.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
