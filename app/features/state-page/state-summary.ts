// The state page's intro sentence and breadcrumbs, kept pure so meta and page say the same.
import type { PlaceCounts } from "../../../shared/contracts/places.contract";
import type { State } from "../../../shared/contracts/site.contract";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import type { Crumb } from "../../components/guide-card/place-page";

/** A state page is worth a search engine's visit only when the state has a guide (issue 14). */
export function hasGuides(counts: PlaceCounts): boolean {
  return counts.trail_count + counts.scout_route_count + counts.orv_park_count > 0;
}

export function stateCrumbs(state: Pick<State, "country_code" | "title">): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: COUNTRY_LABELS[state.country_code] }, { name: state.title }];
}
