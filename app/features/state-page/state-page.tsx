// The state page: what it has (counts), its best-rated trails, scout routes, ORV parks, regions,
// towns with trails leading to their city lists, and all its towns with their counties.
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { CityWithTrails, GuideCard, OrvParkCard, PlaceCounts, Region } from "../../../shared/contracts/places.contract";
import type { State, Town } from "../../../shared/contracts/site.contract";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { stateOnMapPath } from "../../../shared/map/map-links";
import { statePath } from "../../components/guide-card/card-links";
import { GuideCardList, OrvParkCardList } from "../../components/guide-card/guide-card";
import { EmptyNote, LinkPills, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import type { PageAnnouncement } from "../../../shared/contracts/announcement-admin.contract";
import { useT } from "../../lib/i18n";
import { countyLabel } from "./county-label";
import { StateNotices } from "./state-notices";
import type { StateMapShape } from "./state-map-shape.server";
import { StateGuidesMap } from "./state-guides-map";
import { stateSummary } from "./state-meta";
import { stateCrumbs } from "./state-summary";

export interface StatePageProps {
  state: State;
  counts: PlaceCounts;
  topTrails: GuideCard[];
  scoutRoutes: GuideCard[];
  orvParks: OrvParkCard[];
  regions: Region[];
  townsWithTrails: CityWithTrails[];
  towns: Town[];
  townCount: number;
  /** The guides' trailheads on the state's outline; null when no guide has one. */
  guidesMap: StateMapShape | null;
  /** Announcements staff aimed at this page, newest first. */
  notices: PageAnnouncement[];
}

export function StatePage({
  state,
  counts,
  topTrails,
  scoutRoutes,
  orvParks,
  regions,
  townsWithTrails,
  towns,
  townCount,
  guidesMap,
  notices,
}: StatePageProps) {
  const country = COUNTRY_LABELS[state.country_code];
  const guideCount = counts.trail_count + counts.scout_route_count + counts.orv_park_count;
  const base = statePath(state);
  const beginnerTowns = townsWithTrails.filter((town) => town.beginner_trail_count > 0);
  const i18n = useT();
  const { t, plural, number } = i18n;
  const place = { state: state.title };
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={stateCrumbs(state).map((crumb) => ({ ...crumb, name: t(crumb.name) }))}
        title={state.title}
        subtitle={t(country)}
        photo={topTrails[0]?.hero_photo}
      >
        <p className="mt-4 max-w-2xl text-white/90">{stateSummary(i18n, state.title, counts)}</p>
        {guideCount > 0 && <StateHeroLinks stateCode={state.code} guideCount={guideCount} trailCount={counts.trail_count} />}
      </PlaceHero>

      <StateNotices notices={notices} />

      {guidesMap && (
        <PlaceSection
          id="state-map-title"
          title={t("{state} on the map", place)}
          intro={
            guidesMap.points.length < guideCount
              ? t("The trailheads of the {count} best-rated guides.", { count: number(guidesMap.points.length) })
              : t("Every guide's trailhead, in its difficulty colour.")
          }
        >
          <StateGuidesMap shape={guidesMap} stateTitle={state.title} to={stateOnMapPath(state.code)} />
        </PlaceSection>
      )}

      <PlaceSection
        id="top-trails-title"
        title={t("Top Trails")}
        intro={
          counts.trail_count > 0
            ? plural(counts.trail_count, "The best-rated of {count} trail guide.", "The best-rated of {count} trail guides.")
            : undefined
        }
      >
        {topTrails.length === 0 ? (
          <EmptyNote>
            {t("No trail guides for {state} yet.", place)}
            {counts.scout_route_count + counts.orv_park_count > 0 && ` ${t("Browse the scout routes and ORV parks below.")}`}
          </EmptyNote>
        ) : (
          <GuideCardList guides={topTrails} label={t("Top trails in {state}", place)} />
        )}
      </PlaceSection>

      {scoutRoutes.length > 0 && (
        <PlaceSection
          id="scout-routes-title"
          title={t("Scout Routes")}
          intro={t("Routes scouted by our contributors, best rated first.")}
        >
          <GuideCardList guides={scoutRoutes} label={t("Scout routes in {state}", place)} />
        </PlaceSection>
      )}

      {orvParks.length > 0 && (
        <PlaceSection id="orv-parks-title" title={t("ORV Parks")}>
          <OrvParkCardList parks={orvParks} label={t("ORV parks in {state}", place)} />
        </PlaceSection>
      )}

      {regions.length > 0 && (
        <PlaceSection id="regions-title" title={t("Regions")}>
          <LinkPills
            label={t("Regions of {state}", place)}
            links={regions.map((region) => ({
              name: region.title,
              path: `${base}/regions/${region.slug}`,
              note: String(region.trail_count + region.scout_route_count),
            }))}
          />
        </PlaceSection>
      )}

      {townsWithTrails.length > 0 && (
        <PlaceSection id="trail-towns-title" title={t("Towns with trails")} intro={t("The best trails near each town.")}>
          <LinkPills
            label={t("Towns with trails in {state}", place)}
            links={townsWithTrails.map((town) => ({
              name: town.name,
              path: `${base}/${town.slug}/best-trails`,
              note: String(town.trail_count),
            }))}
          />
        </PlaceSection>
      )}

      {beginnerTowns.length > 0 && (
        <PlaceSection
          id="beginner-towns-title"
          title={t("Beginner trails by town")}
          intro={t("Easy and Moderate trails near each town.")}
        >
          <LinkPills
            label={t("Towns with beginner trails in {state}", place)}
            links={beginnerTowns.map((town) => ({
              name: town.name,
              path: `${base}/${town.slug}/beginner-trails`,
              note: String(town.beginner_trail_count),
            }))}
          />
        </PlaceSection>
      )}

      <PlaceSection
        id="towns-title"
        title={t("Towns and cities")}
        intro={
          townCount > towns.length
            ? t("The first {shown} of {count}, A to Z.", { shown: number(towns.length), count: number(townCount) })
            : t("{count} in {state}.", { count: number(townCount), ...place })
        }
      >
        {towns.length === 0 ? (
          <EmptyNote>{t("No towns are listed for {state} yet.", place)}</EmptyNote>
        ) : (
          // Columns rather than a grid, so the A to Z list reads down each column.
          <ul className="gap-x-8 sm:columns-2 lg:columns-3">
            {towns.map((town) => (
              <TownItem key={town.slug} town={town} countryCode={state.country_code} />
            ))}
          </ul>
        )}
      </PlaceSection>
    </article>
  );
}

function TownItem({ town, countryCode }: { town: Town; countryCode: string }) {
  const county = countyLabel(town.county_name, countryCode);
  return (
    <li className="flex break-inside-avoid items-start gap-2 border-b border-grey/10 py-2.5">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-green-dark" />
      <span>
        <span className="font-medium text-dark-grey">{town.name}</span>
        {county && <span className="text-grey"> ({county})</span>}
      </span>
    </li>
  );
}

/** The hero's ways onward: every guide on the map, every trail in a list. */
function StateHeroLinks({ stateCode, guideCount, trailCount }: { stateCode: string; guideCount: number; trailCount: number }) {
  const { t, number } = useT();
  return (
    <p className="mt-4 flex flex-wrap gap-3">
      <Link
        to={stateOnMapPath(stateCode)}
        className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-dark-grey hover:bg-neutral-100"
      >
        {t("See all {count} on the map", { count: number(guideCount) })}
      </Link>
      {trailCount > 0 && (
        <Link
          to={`/search?${new URLSearchParams({ state: stateCode, type: "trails" }).toString()}`}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
        >
          {t("List every trail")}
        </Link>
      )}
    </p>
  );
}
