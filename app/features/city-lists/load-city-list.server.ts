// City lists (best and beginner trails near a town) and their index pages.
import type { AppLoadContext } from "react-router";
import type { StateRecord } from "../../../server/modules/site/site.service";
import { COUNTRY_CODES } from "../../../shared/domain/countries";
import { pageNotFound } from "../../lib/page-not-found";
import { cityListPath, type CityListKind } from "./city-list-kind";

export const CARDS_PER_PAGE = 24;

function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export async function loadCityList(
  { services, publicUrl }: AppLoadContext,
  request: Request,
  { id: stateId, ...state }: StateRecord,
  citySlug: string,
  kind: CityListKind,
) {
  const town = await services.places.findTown(stateId, citySlug.toLowerCase());
  if (!town) throw pageNotFound(request);
  const page = pageOf(request);
  const trails = await services.places.listCityTrails(
    town,
    { beginner: kind === "beginner-trails" },
    { page, pageSize: CARDS_PER_PAGE },
  );
  const path = cityListPath(state, town.slug, kind);
  return {
    kind,
    state,
    town: { name: town.name, slug: town.slug, county_name: town.county_name },
    trails,
    page,
    pageCount: Math.max(1, Math.ceil(trails.count / CARDS_PER_PAGE)),
    path,
    publicUrl,
    canonicalUrl: `${publicUrl}${path}${page > 1 ? `?page=${page}` : ""}`,
  };
}

export type CityListData = Awaited<ReturnType<typeof loadCityList>>;

/** /best-trails/{state_slug}/{city}: the state by slug, trying each country in order. */
export async function findStateBySlug({ services }: AppLoadContext, request: Request, slug: string): Promise<StateRecord> {
  for (const country of COUNTRY_CODES) {
    const state = await services.site.getStateByCountryAndSlug(country, slug.toLowerCase());
    if (state) return state;
  }
  throw pageNotFound(request);
}

export async function loadCityListIndex({ services, publicUrl }: AppLoadContext, kind: CityListKind) {
  // The beginner index lists only towns whose beginner list has a trail of their own.
  const towns = (await services.places.listAllTownsWithTrails()).filter(
    (town) => kind === "best-trails" || town.beginner_trail_count > 0,
  );
  const states = new Map<string, { state: (typeof towns)[number]["state"]; towns: Omit<(typeof towns)[number], "state">[] }>();
  for (const { state, ...town } of towns) {
    const entry = states.get(state.code) ?? { state, towns: [] };
    entry.towns.push(town);
    states.set(state.code, entry);
  }
  const groups = COUNTRY_CODES.map((country) => ({
    country,
    states: [...states.values()].filter((entry) => entry.state.country_code === country),
  })).filter((group) => group.states.length > 0);
  return { kind, groups, publicUrl, canonicalUrl: `${publicUrl}/${kind}` };
}

export type CityListIndexData = Awaited<ReturnType<typeof loadCityListIndex>>;
