// Place pages and their lists: states with counts, regions, towns with trails, ORV parks, and
// trail and scout-route cards. Only published content; cards are public preview data.
import type {
  CityWithTrails,
  GuideCard,
  GuideListQuery,
  OrvParkCard,
  OrvParkDetail,
  PlaceCounts,
  Region,
  RegionDetail,
} from "../../../shared/contracts/places.contract";
import { BEGINNER_MAX_RATING, difficultyProps } from "../../../shared/domain/difficulty";
import type { Position } from "../../../shared/geo/geometry";
import { notFound } from "../../http/errors";
import { sanitizeHtmlFragment } from "../content/markdown";
import type { ServiceDeps } from "../../services";
import { usStateOutline } from "./state-outlines";
import { createPlacesRepository, type GuideFilter, type PageWindow, type PlacesRepository } from "./places.repository";

/** Best and beginner city lists take trails within this many miles of the town (or named for it). */
export const CITY_RADIUS_MILES = 50;
/** Beginner lists: the easiest part rates at most this (Easy or Moderate). */

export interface Paged<T> {
  count: number;
  results: T[];
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageWindow({ page, pageSize }: PageRequest): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

type TrailRow = Awaited<ReturnType<PlacesRepository["listTrailCards"]>>[number];
type ScoutRouteRow = Awaited<ReturnType<PlacesRepository["listScoutRouteCards"]>>[number];

export function toTrailCard(row: TrailRow): GuideCard {
  return {
    kind: "trail",
    id: row.id,
    slug: `${row.id}-${row.slug}`,
    title: row.title,
    state: row.state,
    nearest_town_name: row.nearestTownName,
    difficulty_props: difficultyProps(row.technicalRatingLow),
    technical_rating_low: row.technicalRatingLow,
    technical_rating_high: row.technicalRatingHigh,
    length: row.lengthMiles,
    review_average: row.reviewAverage,
    review_count: row.reviewCount,
    hero_photo: row.hero,
    is_preview: row.isPreview,
    is_boh: row.isBoh,
  };
}

export function toScoutRouteCard(row: ScoutRouteRow): GuideCard {
  return {
    kind: "scout-route",
    id: row.id,
    slug: `${row.id}-${row.slug}`,
    title: row.title,
    state: row.state,
    nearest_town_name: row.nearestTownName,
    difficulty_props: difficultyProps(row.difficulty),
    technical_rating_low: row.difficulty,
    technical_rating_high: null,
    length: row.lengthMiles,
    review_average: row.reviewAverage,
    review_count: row.reviewCount,
    hero_photo: row.hero,
    is_preview: false,
    is_boh: false,
  };
}

export interface StateOverview {
  counts: PlaceCounts;
  /** Best rated first. */
  topTrails: GuideCard[];
  scoutRoutes: GuideCard[];
  orvParks: OrvParkCard[];
  regions: Region[];
  townsWithTrails: CityWithTrails[];
}

/** Places are read by visitors only: the replica may serve them. */
export function createPlacesService({ reads }: Pick<ServiceDeps, "reads">) {
  const repository = createPlacesRepository(reads);

  async function requireState(code: string) {
    const state = await repository.findStateByCode(code.toUpperCase());
    if (!state) throw notFound("State not found.");
    return state;
  }

  /** The filter a list query asks for; unknown state or town is a 404. */
  async function guideFilter(query: Pick<GuideListQuery, "state" | "region" | "city" | "max_rating">): Promise<GuideFilter> {
    const state = query.state === undefined ? undefined : await requireState(query.state);
    const filter: GuideFilter = { stateId: state?.id, regionId: query.region, maxRating: query.max_rating };
    if (query.city !== undefined) {
      if (!state) throw notFound("A town is looked up within a state: add state.");
      const town = await repository.findTown(state.id, query.city);
      if (!town) throw notFound("Town not found.");
      // Nearby trails may lie across the state line, so the town's radius replaces the state filter.
      return {
        ...filter,
        stateId: undefined,
        near: { cityId: town.id, latitude: town.latitude, longitude: town.longitude, radiusMiles: CITY_RADIUS_MILES },
      };
    }
    return filter;
  }

  async function listTrailCards(
    filter: GuideFilter,
    sort: GuideListQuery["sort"],
    request: PageRequest,
  ): Promise<Paged<GuideCard>> {
    const [count, rows] = await Promise.all([
      repository.countTrails(filter),
      repository.listTrailCards(filter, sort, pageWindow(request)),
    ]);
    return { count, results: rows.map(toTrailCard) };
  }

  async function listScoutRouteCards(
    filter: GuideFilter,
    sort: GuideListQuery["sort"],
    request: PageRequest,
  ): Promise<Paged<GuideCard>> {
    const [count, rows] = await Promise.all([
      repository.countScoutRoutes(filter),
      repository.listScoutRouteCards(filter, sort, pageWindow(request)),
    ]);
    return { count, results: rows.map(toScoutRouteCard) };
  }

  async function getRegion(by: Parameters<PlacesRepository["findRegion"]>[0]): Promise<RegionDetail> {
    const row = await repository.findRegion(by);
    if (!row) throw notFound("Region not found.");
    return { ...row, description_html: sanitizeHtmlFragment(row.description_html) };
  }

  async function getOrvPark(
    by: Parameters<PlacesRepository["findOrvPark"]>[0],
  ): Promise<OrvParkDetail & { cityId: number | null }> {
    const row = await repository.findOrvPark(by);
    if (!row) throw notFound("ORV park not found.");
    return { ...row, description_html: sanitizeHtmlFragment(row.description_html) };
  }

  return {
    requireState,

    async getStateCounts(stateId: number): Promise<PlaceCounts> {
      return repository.countContentInState(stateId);
    },

    /**
     * What a state page lists, one query per list: none of the totals or state lookups the paged
     * lists above add, since the page shows only the first few of each and its counts.
     */
    /** The outline of a US state by name ("Utah"), for the small map of its guides; null elsewhere. */
    getStateOutline(name: string): Promise<Position[][] | null> {
      return usStateOutline(name);
    },

    async getStateOverview(stateId: number, limits: { cards: number; links: number }): Promise<StateOverview> {
      const firstCards = { limit: limits.cards, offset: 0 };
      const firstLinks = { limit: limits.links, offset: 0 };
      const [counts, topTrails, scoutRoutes, orvParks, regions, townsWithTrails] = await Promise.all([
        repository.countContentInState(stateId),
        repository.listTrailCards({ stateId }, "rating", firstCards),
        repository.listScoutRouteCards({ stateId }, "rating", firstCards),
        repository.listOrvParkCards({ stateId }, firstCards),
        repository.listRegions(stateId, firstLinks),
        repository.listTownsWithTrails(stateId, firstLinks),
      ]);
      return {
        counts,
        topTrails: topTrails.map(toTrailCard),
        scoutRoutes: scoutRoutes.map(toScoutRouteCard),
        orvParks,
        regions,
        townsWithTrails,
      };
    },

    async listTrails(query: GuideListQuery): Promise<Paged<GuideCard>> {
      return listTrailCards(await guideFilter(query), query.sort, { page: query.page, pageSize: query.page_size });
    },

    async listScoutRoutes(query: GuideListQuery): Promise<Paged<GuideCard>> {
      return listScoutRouteCards(await guideFilter(query), query.sort, { page: query.page, pageSize: query.page_size });
    },

    listTrailCards,
    listScoutRouteCards,

    async listRegions(stateCode: string | undefined, request: PageRequest): Promise<Paged<Region>> {
      const state = stateCode === undefined ? undefined : await requireState(stateCode);
      const [count, results] = await Promise.all([
        repository.countRegions(state?.id),
        repository.listRegions(state?.id, pageWindow(request)),
      ]);
      return { count, results };
    },

    getRegion,

    async listTownsWithTrails(stateCode: string, request: PageRequest): Promise<Paged<CityWithTrails>> {
      const state = await requireState(stateCode);
      const [count, results] = await Promise.all([
        repository.countTownsWithTrails(state.id),
        repository.listTownsWithTrails(state.id, pageWindow(request)),
      ]);
      return { count, results };
    },

    /** Towns with trails in every state, for the best and beginner trail index pages. */
    listAllTownsWithTrails() {
      return repository.listAllTownsWithTrails();
    },

    /** Trails in or within the city-list radius of a town, best rated first; beginner lists cap the rating. */
    listCityTrails(
      town: { id: number; latitude: number; longitude: number },
      options: { beginner: boolean },
      request: PageRequest,
    ): Promise<Paged<GuideCard>> {
      const near = { cityId: town.id, latitude: town.latitude, longitude: town.longitude, radiusMiles: CITY_RADIUS_MILES };
      return listTrailCards({ near, maxRating: options.beginner ? BEGINNER_MAX_RATING : undefined }, "rating", request);
    },

    /** A town of the state, for city lists; null when the state has no town with that slug. */
    findTown(stateId: number, slug: string) {
      return repository.findTown(stateId, slug);
    },

    /** Published parks, of one state (code) and/or with one slug (parks of different states may share one). */
    async listOrvParks(by: { state?: string; slug?: string }, request: PageRequest): Promise<Paged<OrvParkCard>> {
      const state = by.state === undefined ? undefined : await requireState(by.state);
      const filter = { stateId: state?.id, slug: by.slug };
      const [count, results] = await Promise.all([
        repository.countOrvParks(filter),
        repository.listOrvParkCards(filter, pageWindow(request)),
      ]);
      return { count, results };
    },

    getOrvPark,
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
