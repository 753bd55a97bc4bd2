// Hands the running map to panels inside the map page that draw on it (My Content's tracks and
// waypoints, its drawing tools), without them reaching into the page's state.
import { createContext, useContext } from "react";
import type { TrailMap } from "./trail-map";

export const TrailMapContext = createContext<TrailMap | null>(null);

/** The map engine once MapLibre has loaded; null during server rendering and while loading. */
export function useTrailMap(): TrailMap | null {
  return useContext(TrailMapContext);
}
