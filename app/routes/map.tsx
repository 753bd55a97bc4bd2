import { useLocation } from "react-router";
import { MapPage } from "../features/map/map-page";
import { MAP_URL_KEYS, mapUrlStateFromSearchParams, type MapUrlState } from "../../shared/map/map-url-state";
import { MAP_FILTER_KEYS } from "../../shared/domain/map-filters";
import { storedBasemapChoice } from "../lib/basemap-choice";
import { metaTranslator } from "../lib/i18n";
import { useRootData } from "../lib/root-data";
import { useSession } from "../lib/session";
import type { Route } from "./+types/map";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: `${t("Trail Map")} | Trailguide` },
    {
      name: "description",
      content: t(
        "Find off-road trails, scout routes and ORV parks on the map: filter by difficulty, length, state and points of concern.",
      ),
    },
  ];
};

/** The address's state; without a basemap in it, the one this browser chose last (the same on every map). */
function initialMapState(search: string): MapUrlState {
  const params = new URLSearchParams(search);
  const state = mapUrlStateFromSearchParams(params);
  const remembered = params.has(MAP_URL_KEYS.basemap) || typeof window === "undefined" ? null : storedBasemapChoice();
  return remembered ? { ...state, basemap: remembered } : state;
}

function fitsStateOnArrival(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(MAP_FILTER_KEYS.state) && !params.has(MAP_URL_KEYS.center);
}

export default function MapRoute() {
  const location = useLocation();
  const { clientConfig, menuStates } = useRootData();
  const { user, isPaid } = useSession();
  return (
    <MapPage
      // A link to /map while on /map (the header's My Content) starts from its own address.
      key={location.key}
      initialState={initialMapState(location.search)}
      fitsStateOnArrival={fitsStateOnArrival(location.search)}
      states={menuStates}
      isPaid={isPaid}
      isSignedIn={user != null}
      userUuid={user?.uuid ?? null}
      basemapSources={clientConfig.basemaps}
    />
  );
}
