// The state page's intro sentence and breadcrumbs, kept pure so meta and page say the same.
import type { PlaceCounts } from "../../../shared/contracts/places.contract";
import type { State } from "../../../shared/contracts/site.contract";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import type { Crumb } from "../../components/guide-card/place-page";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** A state page is worth a search engine's visit only when the state has a guide (issue 14). */
export function hasGuides(counts: PlaceCounts): boolean {
  return counts.trail_count + counts.scout_route_count + counts.orv_park_count > 0;
}

/** "Off-roading in Utah: 28 trail guides, 13 scout routes and 2 ORV parks across 3 regions." */
export function stateSummary(title: string, counts: PlaceCounts): string {
  if (!hasGuides(counts)) return `No trail guides, scout routes or ORV parks in ${title} yet.`;
  const parts = [
    plural(counts.trail_count, "trail guide", "trail guides"),
    plural(counts.scout_route_count, "scout route", "scout routes"),
    plural(counts.orv_park_count, "ORV park", "ORV parks"),
  ];
  const listed = `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  const regions = counts.region_count > 0 ? ` across ${plural(counts.region_count, "region", "regions")}` : "";
  return `Off-roading in ${title}: ${listed}${regions}.`;
}

export function stateCrumbs(state: Pick<State, "country_code" | "title">): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: COUNTRY_LABELS[state.country_code] }, { name: state.title }];
}
