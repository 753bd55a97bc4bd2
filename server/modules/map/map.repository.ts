// SQL of the map API: published guides whose trailhead (or park point) is in a box, filtered as the
// map page filters, found through the trailhead rows of map_features and their GiST indexes.
import { and, asc, eq, gte, inArray, lte, or, sql, type Column, type SQL } from "drizzle-orm";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import { DEFAULT_MAP_FILTERS, type MapFilters } from "../../../shared/domain/map-filters";
import type { Executor } from "../../db/client";
import { textArray } from "../../db/text-array";
import { importedSources, mapFeatures, orvParks, photos, scoutRoutes, states, trails } from "../../db/schema";
import { projectX, projectY } from "../../../shared/map/web-mercator";
import { boxLiteral } from "./band-geometry";

/** The box in the unit square the map rows are stored in (y grows southward). */
const unitBox = (box: Bbox) => boxLiteral([projectX(box.west), projectY(box.north), projectX(box.east), projectY(box.south)]);

function pointRowsIn(layer: "trailheads" | "orv-parks", kind: "trail" | "scout-route" | "orv-park", box: Bbox): SQL {
  return sql`${mapFeatures.layer} = ${sql.raw(`'${layer}'`)} and ${mapFeatures.band} = 0
    and ${mapFeatures.kind} = ${kind} and ${mapFeatures.bbox} && ${unitBox(box)}::box`;
}

/** True when any filter that only guides with a line have (difficulty, length, concerns, rating, flags) is set. */
function hasGuideOnlyFilter(filters: MapFilters): boolean {
  const [min, max] = filters.difficulty;
  const [defaultMin, defaultMax] = DEFAULT_MAP_FILTERS.difficulty;
  return (
    min !== defaultMin ||
    max !== defaultMax ||
    filters.minLengthMiles !== null ||
    filters.maxLengthMiles !== null ||
    filters.concerns.length > 0 ||
    filters.minRating !== null ||
    filters.previewOnly ||
    filters.badgeOfHonorOnly ||
    filters.fitsMyRig
  );
}

/** What the reader may see of trails' points of concern, for the filters that read them. */
export interface ConcernAccess {
  /** False for a reader who has not paid: only preview trails' concerns count (ADR 0041). */
  seesEveryConcern: boolean;
  /** Under "fits my rig", the concerns that make a trail not recommended for the reader's rig. */
  rulingOut: readonly string[];
}

/**
 * The map's filters on trails. A concern filter matches only trails whose concerns the reader may see;
 * under "fits my rig" a trail listing a concern in `rulingOut` (shared/domain/rig-fit.ts) is left out.
 */
function trailConditions(filters: MapFilters, { seesEveryConcern, rulingOut }: ConcernAccess): SQL[] {
  const [min, max] = filters.difficulty;
  const [defaultMin, defaultMax] = DEFAULT_MAP_FILTERS.difficulty;
  const conditions: SQL[] = [];
  if (min !== defaultMin || max !== defaultMax) {
    // A range rating matches when it overlaps the wanted range.
    conditions.push(
      sql`${trails.technicalRatingLow} <= ${max} and coalesce(${trails.technicalRatingHigh}, ${trails.technicalRatingLow}) >= ${min}`,
    );
  }
  if (filters.minLengthMiles !== null) conditions.push(gte(trails.lengthMiles, filters.minLengthMiles));
  if (filters.maxLengthMiles !== null) conditions.push(lte(trails.lengthMiles, filters.maxLengthMiles));
  if (filters.concerns.length > 0) {
    conditions.push(sql`jsonb_exists_any(${trails.pointsOfConcern}, ${textArray(filters.concerns)})`);
    if (!seesEveryConcern) conditions.push(eq(trails.isPreview, true));
  }
  if (filters.minRating !== null) conditions.push(gte(trails.reviewAverage, filters.minRating));
  if (filters.previewOnly) conditions.push(eq(trails.isPreview, true));
  if (filters.badgeOfHonorOnly) conditions.push(eq(trails.isBoh, true));
  if (filters.fitsMyRig && rulingOut.length > 0) {
    conditions.push(sql`not jsonb_exists_any(${trails.pointsOfConcern}, ${textArray(rulingOut)})`);
  }
  return conditions;
}

function scoutRouteConditions(filters: MapFilters): SQL[] | null {
  // Scout routes are never preview or Badge of Honor, and list no points of concern to fit a rig to.
  if (filters.previewOnly || filters.badgeOfHonorOnly || filters.concerns.length > 0 || filters.fitsMyRig) return null;
  const [min, max] = filters.difficulty;
  const [defaultMin, defaultMax] = DEFAULT_MAP_FILTERS.difficulty;
  const conditions: SQL[] = [];
  if (min !== defaultMin || max !== defaultMax) conditions.push(sql`${scoutRoutes.difficulty} between ${min} and ${max}`);
  if (filters.minLengthMiles !== null) conditions.push(gte(scoutRoutes.lengthMiles, filters.minLengthMiles));
  if (filters.maxLengthMiles !== null) conditions.push(lte(scoutRoutes.lengthMiles, filters.maxLengthMiles));
  if (filters.minRating !== null) conditions.push(gte(scoutRoutes.reviewAverage, filters.minRating));
  return conditions;
}

type Source = Column | SQL;

/** Every column of the union named and typed the same way, so the three kinds line up and names never clash. */
function guideColumns(
  c: Record<
    | "kind"
    | "id"
    | "title"
    | "slug"
    | "countryCode"
    | "stateSlug"
    | "state"
    | "town"
    | "difficulty"
    | "lengthMiles"
    | "rating"
    | "reviewCount"
    | "preview"
    | "boh"
    | "longitude"
    | "latitude",
    Source
  >,
) {
  return {
    kind: sql<"trail" | "scout-route" | "orv-park">`${c.kind}`.as("kind"),
    id: sql<number>`${c.id}`.as("id"),
    title: sql<string>`${c.title}`.as("title"),
    slug: sql<string>`${c.slug}`.as("slug"),
    countryCode: sql<string>`${c.countryCode}`.as("country_code"),
    stateSlug: sql<string>`${c.stateSlug}`.as("state_slug"),
    state: sql<string>`${c.state}`.as("state"),
    town: sql<string>`${c.town}`.as("town"),
    difficulty: sql<number | null>`${c.difficulty}::integer`.as("difficulty"),
    lengthMiles: sql<number>`${c.lengthMiles}::double precision`.as("length_miles"),
    rating: sql<number>`${c.rating}::double precision`.as("rating"),
    reviewCount: sql<number>`${c.reviewCount}::integer`.as("review_count"),
    preview: sql<boolean>`${c.preview}`.as("preview"),
    boh: sql<boolean>`${c.boh}`.as("boh"),
    longitude: sql<number>`${c.longitude}`.as("longitude"),
    latitude: sql<number>`${c.latitude}`.as("latitude"),
  };
}

const stateFilter = (filters: MapFilters) => (filters.state === null ? undefined : eq(states.code, filters.state));

export function createMapRepository(db: Executor) {
  return {
    /** One page of guides in the box, best rated first, each row carrying the total count. */
    async listGuidesInBox(box: Bbox, filters: MapFilters, limit: number, concernAccess: ConcernAccess) {
      const branches: SQL[] = [];
      if (filters.kinds.includes("trails")) {
        branches.push(
          db
            .select(
              guideColumns({
                kind: sql`'trail'`,
                id: trails.id,
                title: trails.title,
                slug: trails.slug,
                countryCode: states.countryCode,
                stateSlug: states.slug,
                state: states.code,
                town: trails.nearestTownName,
                difficulty: sql`${trails.technicalRatingLow}::integer`,
                lengthMiles: trails.lengthMiles,
                rating: trails.reviewAverage,
                reviewCount: trails.reviewCount,
                preview: trails.isPreview,
                boh: trails.isBoh,
                longitude: trails.trailheadLongitude,
                latitude: trails.trailheadLatitude,
              }),
            )
            .from(mapFeatures)
            .innerJoin(trails, eq(trails.id, mapFeatures.featureId))
            .innerJoin(states, eq(states.id, trails.stateId))
            .where(and(pointRowsIn("trailheads", "trail", box), stateFilter(filters), ...trailConditions(filters, concernAccess)))
            .getSQL(),
        );
      }
      const routeConditions = scoutRouteConditions(filters);
      if (filters.kinds.includes("scout-routes") && routeConditions) {
        branches.push(
          db
            .select(
              guideColumns({
                kind: sql`'scout-route'`,
                id: scoutRoutes.id,
                title: scoutRoutes.title,
                slug: scoutRoutes.slug,
                countryCode: states.countryCode,
                stateSlug: states.slug,
                state: states.code,
                town: scoutRoutes.nearestTownName,
                difficulty: sql`${scoutRoutes.difficulty}::integer`,
                lengthMiles: scoutRoutes.lengthMiles,
                rating: scoutRoutes.reviewAverage,
                reviewCount: scoutRoutes.reviewCount,
                preview: sql`false`,
                boh: sql`false`,
                longitude: scoutRoutes.trailheadLongitude,
                latitude: scoutRoutes.trailheadLatitude,
              }),
            )
            .from(mapFeatures)
            .innerJoin(scoutRoutes, eq(scoutRoutes.id, mapFeatures.featureId))
            .innerJoin(states, eq(states.id, scoutRoutes.stateId))
            .where(and(pointRowsIn("trailheads", "scout-route", box), stateFilter(filters), ...routeConditions))
            .getSQL(),
        );
      }
      if (filters.kinds.includes("orv-parks") && !hasGuideOnlyFilter(filters)) {
        branches.push(
          db
            .select(
              guideColumns({
                kind: sql`'orv-park'`,
                id: orvParks.id,
                title: orvParks.title,
                slug: orvParks.slug,
                countryCode: states.countryCode,
                stateSlug: states.slug,
                state: states.code,
                town: orvParks.nearestTownName,
                difficulty: sql`null::integer`,
                lengthMiles: sql`coalesce(${orvParks.trailMiles}, 0)`,
                rating: sql`0::double precision`,
                reviewCount: sql`0`,
                preview: sql`false`,
                boh: sql`false`,
                longitude: orvParks.longitude,
                latitude: orvParks.latitude,
              }),
            )
            .from(mapFeatures)
            .innerJoin(orvParks, eq(orvParks.id, mapFeatures.featureId))
            .innerJoin(states, eq(states.id, orvParks.stateId))
            .where(and(pointRowsIn("orv-parks", "orv-park", box), stateFilter(filters)))
            .getSQL(),
        );
      }
      if (branches.length === 0) return [];
      const guides = sql`(${sql.join(branches, sql` union all `)}) as guides`;
      const column = <T>(name: string) => sql<T>`guides.${sql.identifier(name)}`;
      return db
        .select({
          kind: column<"trail" | "scout-route" | "orv-park">("kind"),
          id: column<number>("id"),
          title: column<string>("title"),
          slug: column<string>("slug"),
          countryCode: column<string>("country_code"),
          stateSlug: column<string>("state_slug"),
          state: column<string>("state"),
          town: column<string>("town"),
          difficulty: column<number | null>("difficulty"),
          lengthMiles: column<number>("length_miles"),
          rating: column<number>("rating"),
          reviewCount: column<number>("review_count"),
          preview: column<boolean>("preview"),
          boh: column<boolean>("boh"),
          longitude: column<number>("longitude"),
          latitude: column<number>("latitude"),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(guides)
        .orderBy(sql`guides.rating desc, guides.title asc, guides.kind asc, guides.id asc`)
        .limit(limit);
    },

    /** The hero rendition of each guide's hero photo (type 0), for cards. */
    async listHeroPhotos(ids: { trail: number[]; "scout-route": number[]; "orv-park": number[] }) {
      const owners = [
        ids.trail.length > 0 ? inArray(photos.trailId, ids.trail) : undefined,
        ids["scout-route"].length > 0 ? inArray(photos.scoutRouteId, ids["scout-route"]) : undefined,
        ids["orv-park"].length > 0 ? inArray(photos.orvParkId, ids["orv-park"]) : undefined,
      ].filter((condition) => condition !== undefined);
      if (owners.length === 0) return [];
      return db
        .select({
          trailId: photos.trailId,
          scoutRouteId: photos.scoutRouteId,
          orvParkId: photos.orvParkId,
          hero: photos.hero,
        })
        .from(photos)
        .where(and(eq(photos.photoType, 0), or(...owners)))
        .orderBy(asc(photos.position), asc(photos.id));
    },

    /** A guide's line and whether it is a preview, published or not (the service applies access). */
    async findGuideLine(kind: "trail" | "scout-route", id: number) {
      if (kind === "trail") {
        const [row] = await db
          .select({ geojson: trails.geojson, isPreview: trails.isPreview, published: trails.published, authorId: trails.userId })
          .from(trails)
          .where(eq(trails.id, id));
        return row ?? null;
      }
      const [row] = await db
        .select({
          geojson: scoutRoutes.geojson,
          isPreview: sql<boolean>`false`,
          published: scoutRoutes.published,
          authorId: scoutRoutes.userId,
        })
        .from(scoutRoutes)
        .where(eq(scoutRoutes.id, id));
      return row ?? null;
    },

    /** Each imported source of public lands and roads, with its feature count and when it was imported. */
    listImports() {
      return db
        .select({
          layer: importedSources.layer,
          source: importedSources.source,
          features: importedSources.features,
          importedAt: importedSources.importedAt,
        })
        .from(importedSources)
        .orderBy(asc(importedSources.layer), asc(importedSources.source));
    },
  };
}

export type MapRepository = ReturnType<typeof createMapRepository>;
