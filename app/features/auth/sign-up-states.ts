// The home-state question lists every state, grouped by country like the header's States menu.
import type { State } from "../../../shared/contracts/site.contract";
import { COUNTRY_CODES, COUNTRY_LABELS } from "../../../shared/domain/countries";

export interface StateChoice {
  code: string;
  title: string;
}

export interface StateChoiceGroup {
  label: string;
  states: StateChoice[];
}

/** United States, Canada, Mexico in that order, states by title; empty countries left out. */
export function groupStatesByCountry(states: readonly Pick<State, "code" | "title" | "country_code">[]): StateChoiceGroup[] {
  return COUNTRY_CODES.map((country) => ({
    label: COUNTRY_LABELS[country],
    states: states
      .filter((state) => state.country_code === country)
      .map(({ code, title }) => ({ code, title }))
      .sort((a, b) => a.title.localeCompare(b.title, "en")),
  })).filter((group) => group.states.length > 0);
}
