// States grouped by country (spec §3 "State (list entry)"), the header's States menu of spec §2.5, and where each leads.
import { COUNTRY_CODES, COUNTRY_LABELS, type CountryCode } from "./countries";

export interface MenuState {
  code: string;
  slug: string | null;
  title: string;
  country_code: string | null;
  content_count: number;
}

export interface StateMenuGroup<S> {
  label: string;
  options: S[];
}

function isCountryCode(value: string | null): value is CountryCode {
  return value != null && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Groups in the order United States, Canada, Mexico, states by title; empty groups are left out. */
export function groupStatesByCountry<S extends Pick<MenuState, "title" | "country_code">>(
  states: readonly S[],
): StateMenuGroup<S>[] {
  return COUNTRY_CODES.map((country) => ({
    label: COUNTRY_LABELS[country],
    options: states
      .filter((state) => isCountryCode(state.country_code) && state.country_code === country)
      .sort((a, b) => a.title.localeCompare(b.title, "en")),
  })).filter((group) => group.options.length > 0);
}

/** The header's menu: only states with content. */
export function groupStatesForMenu<S extends MenuState>(states: readonly S[]): StateMenuGroup<S>[] {
  return groupStatesByCountry(states.filter((state) => state.content_count > 0));
}

/** /{country_code}/{slug} when the state has both, otherwise /states/{code}. */
export function stateHref(state: Pick<MenuState, "code" | "slug" | "country_code">): string {
  if (state.country_code && state.slug) return `/${state.country_code}/${state.slug}`;
  return `/states/${state.code}`;
}
