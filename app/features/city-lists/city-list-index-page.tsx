// /best-trails and /beginner-trails: states grouped by country, each with its towns that have trails.
import { Link } from "react-router";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { statePath } from "../../components/guide-card/card-links";
import { EmptyNote, LinkPills, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { CITY_LIST_TITLES, cityListPath } from "./city-list-kind";
import type { CityListIndexData } from "./load-city-list.server";

export function CityListIndexPage({ kind, groups }: CityListIndexData) {
  const title = CITY_LIST_TITLES[kind];
  return (
    <article aria-labelledby="place-title">
      <PlaceHero crumbs={[{ name: "Home", path: "/" }, { name: title }]} title={`${title} by town`}>
        <p className="mt-4 max-w-2xl text-white/90">
          {kind === "beginner-trails"
            ? "Easy and Moderate trails near each town: a good first day off the pavement."
            : "The best-rated trails near each town."}
        </p>
      </PlaceHero>
      {groups.length === 0 && (
        <PlaceSection id="no-towns-title" title="No towns yet">
          <EmptyNote>No towns have trail guides yet.</EmptyNote>
        </PlaceSection>
      )}
      {groups.map((group) => (
        <PlaceSection key={group.country} id={`country-${group.country}`} title={COUNTRY_LABELS[group.country]}>
          <div className="space-y-6">
            {group.states.map(({ state, towns }) => (
              <div key={state.code}>
                <h3 className="mb-2 text-lg font-semibold">
                  <Link to={statePath(state)} className="text-dark-grey hover:underline">
                    {state.title}
                  </Link>
                </h3>
                <LinkPills
                  label={`Towns with trails in ${state.title}`}
                  links={towns.map((town) => ({ name: town.name, path: cityListPath(state, town.slug, kind) }))}
                />
              </div>
            ))}
          </div>
        </PlaceSection>
      ))}
    </article>
  );
}
