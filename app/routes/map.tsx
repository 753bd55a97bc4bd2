import { useLocation } from "react-router";
import { MapPage } from "../features/map/map-page";
import { mapUrlStateFromSearchParams } from "../../shared/map/map-url-state";
import { useRootData } from "../lib/root-data";
import { useSession } from "../lib/session";
import type { Route } from "./+types/map";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Trail Map | Trailguide" },
    {
      name: "description",
      content:
        "Find off-road trails, scout routes and ORV parks on the map: filter by difficulty, length, state and points of concern.",
    },
  ];
}

export default function MapRoute() {
  const location = useLocation();
  const { clientConfig, menuStates } = useRootData();
  const { user, isPaid } = useSession();
  return (
    <MapPage
      // A link to /map while on /map (the header's My Content) starts from its own address.
      key={location.key}
      initialState={mapUrlStateFromSearchParams(new URLSearchParams(location.search))}
      states={menuStates}
      isPaid={isPaid}
      isSignedIn={user != null}
      onlineBasemaps={clientConfig.onlineBasemaps}
    />
  );
}
