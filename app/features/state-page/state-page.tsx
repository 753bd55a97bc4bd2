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
import { countyLabel } from "./county-label";
import { StateNotices } from "./state-notices";
import type { StateMapShape } from "./state-map-shape.server";
import { StateGuidesMap } from "./state-guides-map";
import { stateCrumbs, stateSummary } from "./state-summary";

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
  return (
    <article aria-labelledby="place-title">
      <PlaceHero crumbs={stateCrumbs(state)} title={state.title} subtitle={country} photo={topTrails[0]?.hero_photo}>
        <p className="mt-4 max-w-2xl text-white/90">{stateSummary(state.title, counts)}</p>
        {guideCount > 0 && (
          <p className="mt-4 flex flex-wrap gap-3">
            <Link
              to={stateOnMapPath(state.code)}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-dark-grey hover:bg-neutral-100"
            >
              See all {guideCount.toLocaleString("en-US")} on the map
            </Link>
            {counts.trail_count > 0 && (
              <Link
                to={`/search?${new URLSearchParams({ state: state.code, type: "trails" }).toString()}`}
                className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
              >
                List every trail
              </Link>
            )}
          </p>
        )}
      </PlaceHero>

      <StateNotices notices={notices} />

      {guidesMap && (
        <PlaceSection
          id="state-map-title"
          title={`${state.title} on the map`}
          intro={
            guidesMap.points.length < guideCount
              ? `The trailheads of the ${guidesMap.points.length} best-rated guides.`
              : "Every guide's trailhead, in its difficulty colour."
          }
        >
          <StateGuidesMap shape={guidesMap} stateTitle={state.title} to={stateOnMapPath(state.code)} />
        </PlaceSection>
      )}

      <PlaceSection
        id="top-trails-title"
        title="Top Trails"
        intro={
          counts.trail_count > 0 ? `The best-rated of ${counts.trail_count.toLocaleString("en-US")} trail guides.` : undefined
        }
      >
        {topTrails.length === 0 ? (
          <EmptyNote>
            No trail guides for {state.title} yet.
            {counts.scout_route_count + counts.orv_park_count > 0 && " Browse the scout routes and ORV parks below."}
          </EmptyNote>
        ) : (
          <GuideCardList guides={topTrails} label={`Top trails in ${state.title}`} />
        )}
      </PlaceSection>

      {scoutRoutes.length > 0 && (
        <PlaceSection id="scout-routes-title" title="Scout Routes" intro="Routes scouted by our contributors, best rated first.">
          <GuideCardList guides={scoutRoutes} label={`Scout routes in ${state.title}`} />
        </PlaceSection>
      )}

      {orvParks.length > 0 && (
        <PlaceSection id="orv-parks-title" title="ORV Parks">
          <OrvParkCardList parks={orvParks} label={`ORV parks in ${state.title}`} />
        </PlaceSection>
      )}

      {regions.length > 0 && (
        <PlaceSection id="regions-title" title="Regions">
          <LinkPills
            label={`Regions of ${state.title}`}
            links={regions.map((region) => ({
              name: region.title,
              path: `${base}/regions/${region.slug}`,
              note: String(region.trail_count + region.scout_route_count),
            }))}
          />
        </PlaceSection>
      )}

      {townsWithTrails.length > 0 && (
        <PlaceSection id="trail-towns-title" title="Towns with trails" intro="The best trails near each town.">
          <LinkPills
            label={`Towns with trails in ${state.title}`}
            links={townsWithTrails.map((town) => ({
              name: town.name,
              path: `${base}/${town.slug}/best-trails`,
              note: String(town.trail_count),
            }))}
          />
        </PlaceSection>
      )}

      {beginnerTowns.length > 0 && (
        <PlaceSection id="beginner-towns-title" title="Beginner trails by town" intro="Easy and Moderate trails near each town.">
          <LinkPills
            label={`Towns with beginner trails in ${state.title}`}
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
        title="Towns and cities"
        intro={
          townCount > towns.length
            ? `The first ${towns.length} of ${townCount.toLocaleString("en-US")}, A to Z.`
            : `${townCount.toLocaleString("en-US")} in ${state.title}.`
        }
      >
        {towns.length === 0 ? (
          <EmptyNote>No towns are listed for {state.title} yet.</EmptyNote>
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
