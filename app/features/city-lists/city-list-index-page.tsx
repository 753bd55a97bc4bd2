// /best-trails and /beginner-trails: states grouped by country, each with its towns that have trails.
import { Link } from "react-router";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { statePath } from "../../components/guide-card/card-links";
import { EmptyNote, LinkPills, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { useT } from "../../lib/i18n";
import { cityListPath } from "./city-list-kind";
import type { CityListIndexData } from "./load-city-list.server";

export function CityListIndexPage({ kind, groups }: CityListIndexData) {
  const { t } = useT();
  const isBeginner = kind === "beginner-trails";
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={[{ name: t("Home"), path: "/" }, { name: isBeginner ? t("Beginner Trails") : t("Best Trails") }]}
        title={isBeginner ? t("Beginner Trails by town") : t("Best Trails by town")}
      >
        <p className="mt-4 max-w-2xl text-white/90">
          {isBeginner
            ? t("Easy and Moderate trails near each town: a good first day off the pavement.")
            : t("The best-rated trails near each town.")}
        </p>
      </PlaceHero>
      {groups.length === 0 && (
        <PlaceSection id="no-towns-title" title={t("No towns yet")}>
          <EmptyNote>{t("No towns have trail guides yet.")}</EmptyNote>
        </PlaceSection>
      )}
      {groups.map((group) => (
        <PlaceSection key={group.country} id={`country-${group.country}`} title={t(COUNTRY_LABELS[group.country])}>
          <div className="space-y-6">
            {group.states.map(({ state, towns }) => (
              <div key={state.code}>
                <h3 className="mb-2 text-lg font-semibold">
                  <Link to={statePath(state)} className="text-dark-grey hover:underline">
                    {state.title}
                  </Link>
                </h3>
                <LinkPills
                  label={t("Towns with trails in {state}", { state: state.title })}
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
