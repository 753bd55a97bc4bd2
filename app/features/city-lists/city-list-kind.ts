// The two city lists (best trails, beginner trails): their path segment, wording and paths.
import type { State } from "../../../shared/contracts/site.contract";
import { unprefixedPath } from "../../../shared/domain/locales";

export const CITY_LIST_KINDS = ["best-trails", "beginner-trails"] as const;
export type CityListKind = (typeof CITY_LIST_KINDS)[number];

export const CITY_LIST_TITLES: Record<CityListKind, string> = {
  "best-trails": "Best Trails",
  "beginner-trails": "Beginner Trails",
};

/** Which list a path is: it starts (/beginner-trails/…) or ends (/…/beginner-trails) with the kind. */
export function cityListKindOf(pathname: string): CityListKind {
  const segments = unprefixedPath(pathname).split("/").filter(Boolean);
  return segments[0] === "beginner-trails" || segments.at(-1) === "beginner-trails" ? "beginner-trails" : "best-trails";
}

/** /{country}/{state}/{city}/{kind}: the canonical city list. */
export function cityListPath(state: Pick<State, "country_code" | "slug">, citySlug: string, kind: CityListKind): string {
  return `/${state.country_code}/${state.slug}/${citySlug}/${kind}`;
}

/** "Best Trails near Moab, Utah" */
export function cityListHeading(kind: CityListKind, town: string, state: string): string {
  return `${CITY_LIST_TITLES[kind]} near ${town}, ${state}`;
}
