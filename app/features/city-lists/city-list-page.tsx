// Best or beginner trails near a town, best rated first, a page of cards at a time.
import { Link } from "react-router";
import { statePath } from "../../components/guide-card/card-links";
import { GuideCardList } from "../../components/guide-card/guide-card";
import { EmptyNote, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { useT } from "../../lib/i18n";
import { cityListPath, type CityListKind } from "./city-list-kind";
import { cityListCrumbs } from "./city-list-meta";
import type { CityListData } from "./load-city-list.server";
import { useMeasures } from "../../lib/session";

const NEARBY_MILES = 50;

const OTHER_KIND: Record<CityListKind, CityListKind> = { "best-trails": "beginner-trails", "beginner-trails": "best-trails" };

export function CityListPage({ kind, state, town, trails, page, pageCount, path }: CityListData) {
  const other = OTHER_KIND[kind];
  const nearby = useMeasures().distance(NEARBY_MILES);
  const { t, plural, number } = useT();
  const place = { town: town.name, state: state.title };
  const isBeginner = kind === "beginner-trails";
  const heading = isBeginner ? t("Beginner Trails near {town}, {state}", place) : t("Best Trails near {town}, {state}", place);
  const intro = isBeginner
    ? t("Trails rated Easy or Moderate (technical rating 4 or less) in and within {distance} of town.", { distance: nearby })
    : t("Published trail guides in and within {distance} of town, best rated first.", { distance: nearby });
  // Crumbs: Home, the list's title, the state and the town (names stay as they are).
  const listTitle = isBeginner ? t("Beginner Trails") : t("Best Trails");
  const crumbs = cityListCrumbs({ kind, state, town }).map((crumb, index) => ({
    ...crumb,
    name: index === 0 ? t("Home") : index === 1 ? listTitle : crumb.name,
  }));
  return (
    <article aria-labelledby="place-title">
      <PlaceHero crumbs={crumbs} title={heading} photo={trails.results[0]?.hero_photo}>
        <p className="mt-4 max-w-2xl text-white/90">{intro}</p>
      </PlaceHero>
      <PlaceSection
        id="city-trails-title"
        title={plural(trails.count, "{count} trail", "{count} trails")}
        action={
          <Link
            to={cityListPath(state, town.slug, other)}
            className="font-semibold text-brand-green-dark underline-offset-2 hover:underline"
          >
            {other === "beginner-trails" ? t("Beginner trails near {town}", place) : t("All best trails near {town}", place)}
          </Link>
        }
      >
        {trails.results.length === 0 ? (
          <EmptyNote>
            {t("No trail guides match near {town} yet.", place)}{" "}
            <Link to={statePath(state)} className="font-semibold text-brand-green-dark underline">
              {t("See every trail in {state}", place)}
            </Link>
            .
          </EmptyNote>
        ) : (
          <GuideCardList guides={trails.results} label={heading} />
        )}
        {pageCount > 1 && (
          <nav aria-label={t("Pages")} className="mt-8 flex items-center justify-center gap-4 text-sm font-semibold">
            {page > 1 && (
              <Link to={`${path}?page=${page - 1}`} className="text-brand-green-dark hover:underline">
                {t("Previous")}
              </Link>
            )}
            <span className="text-grey tabular-nums">
              {t("Page {page} of {count}", { page: number(page), count: number(pageCount) })}
            </span>
            {page < pageCount && (
              <Link to={`${path}?page=${page + 1}`} className="text-brand-green-dark hover:underline">
                {t("Next")}
              </Link>
            )}
          </nav>
        )}
      </PlaceSection>
    </article>
  );
}
