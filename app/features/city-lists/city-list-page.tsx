// Best or beginner trails near a town, best rated first, a page of cards at a time.
import { Link } from "react-router";
import { statePath } from "../../components/guide-card/card-links";
import { GuideCardList } from "../../components/guide-card/guide-card";
import { EmptyNote, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { cityListHeading, cityListPath, type CityListKind } from "./city-list-kind";
import { cityListCrumbs } from "./city-list-meta";
import type { CityListData } from "./load-city-list.server";
import { formatDistance } from "../../../shared/domain/units";
import { useUnits } from "../../lib/session";

const NEARBY_MILES = 50;

const OTHER_KIND: Record<CityListKind, CityListKind> = { "best-trails": "beginner-trails", "beginner-trails": "best-trails" };

export function CityListPage({ kind, state, town, trails, page, pageCount, path }: CityListData) {
  const other = OTHER_KIND[kind];
  const nearby = formatDistance(NEARBY_MILES, useUnits());
  const intro =
    kind === "beginner-trails"
      ? `Trails rated Easy or Moderate (technical rating 4 or less) in and within ${nearby} of town.`
      : `Published trail guides in and within ${nearby} of town, best rated first.`;
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={cityListCrumbs({ kind, state, town })}
        title={cityListHeading(kind, town.name, state.title)}
        photo={trails.results[0]?.hero_photo}
      >
        <p className="mt-4 max-w-2xl text-white/90">{intro}</p>
      </PlaceHero>
      <PlaceSection
        id="city-trails-title"
        title={`${trails.count.toLocaleString("en-US")} ${trails.count === 1 ? "trail" : "trails"}`}
        action={
          <Link
            to={cityListPath(state, town.slug, other)}
            className="font-semibold text-brand-green-dark underline-offset-2 hover:underline"
          >
            {other === "beginner-trails" ? "Beginner trails" : "All best trails"} near {town.name}
          </Link>
        }
      >
        {trails.results.length === 0 ? (
          <EmptyNote>
            No trail guides match near {town.name} yet.{" "}
            <Link to={statePath(state)} className="font-semibold text-brand-green-dark underline">
              See every trail in {state.title}
            </Link>
            .
          </EmptyNote>
        ) : (
          <GuideCardList guides={trails.results} label={cityListHeading(kind, town.name, state.title)} />
        )}
        {pageCount > 1 && (
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm font-semibold">
            {page > 1 && (
              <Link to={`${path}?page=${page - 1}`} className="text-brand-green-dark hover:underline">
                Previous
              </Link>
            )}
            <span className="text-grey tabular-nums">
              Page {page} of {pageCount}
            </span>
            {page < pageCount && (
              <Link to={`${path}?page=${page + 1}`} className="text-brand-green-dark hover:underline">
                Next
              </Link>
            )}
          </nav>
        )}
      </PlaceSection>
    </article>
  );
}
