// The header's States menu (spec §2.5): states with content, grouped by country, and where each leads.
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

/** Groups in the order United States, Canada, Mexico; empty groups and states without content are left out. */
export function groupStatesForMenu<S extends MenuState>(states: readonly S[]): StateMenuGroup<S>[] {
  const withContent = states.filter((state) => state.content_count > 0);
  return COUNTRY_CODES.map((country) => ({
    label: COUNTRY_LABELS[country],
    options: withContent
      .filter((state) => isCountryCode(state.country_code) && state.country_code === country)
      .sort((a, b) => a.title.localeCompare(b.title, "en")),
  })).filter((group) => group.options.length > 0);
}

/** /{country_code}/{slug} when the state has both, otherwise /states/{code}. */
export function stateHref(state: Pick<MenuState, "code" | "slug" | "country_code">): string {
  if (state.country_code && state.slug) return `/${state.country_code}/${state.slug}`;
  return `/states/${state.code}`;
}
