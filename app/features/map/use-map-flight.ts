// Where the map flies, and where it starts: the address's view is known before MapLibre loads, so
// the list of what is in view is asked for at once; a state or a guide named in the address on
// arrival is flown to once the map has mounted.
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { boundsOf, type Bounds } from "../../../shared/geo/geometry";
import type { MapFilters } from "../../../shared/domain/map-filters";
import type { ContentRef, MapUrlState } from "../../../shared/map/map-url-state";
import { fetchActiveGuide, fetchGuidesInView, type MapGuide } from "./map-api";
import type { TrailMap } from "./trail-map";
import { viewBounds } from "./view-bounds";

const WHOLE_WORLD: Bounds = [
  [-180, -85],
  [180, 85],
];

/**
 * Flies the map there. A flight asked for before the map engine runs (it waits to learn which
 * basemaps answer, then for MapLibre to load) waits for it. The function never changes.
 */
export function useFlyTo(engine: TrailMap | null): (target: Bounds) => void {
  const engineRef = useRef<TrailMap | null>(null);
  const pendingFlight = useRef<Bounds | null>(null);
  useEffect(() => {
    engineRef.current = engine;
    if (!engine || !pendingFlight.current) return;
    engine.flyTo(pendingFlight.current);
    pendingFlight.current = null;
  }, [engine]);
  return useCallback((target: Bounds) => {
    if (engineRef.current) engineRef.current.flyTo(target);
    else pendingFlight.current = target;
  }, []);
}

/** The bounds of the address's view, from the map area's size before the map has drawn. */
export function useArrivalBounds(
  mapAreaRef: RefObject<HTMLDivElement | null>,
  view: MapUrlState["view"],
  setBounds: (update: (current: Bounds | null) => Bounds | null) => void,
) {
  const arrivalView = useRef(view);
  useEffect(() => {
    const area = mapAreaRef.current;
    if (!area) return;
    const { width, height } = area.getBoundingClientRect();
    if (width > 0 && height > 0) setBounds((current) => current ?? viewBounds(arrivalView.current, width, height));
  }, [mapAreaRef, setBounds]);
}

/** A state and no view in the address (a state page's "See all on the map"): the view fits its guides. */
export function useFitStateOnArrival(stateFilters: MapFilters | null, flyTo: (target: Bounds) => void) {
  const arrivalState = useRef(stateFilters);
  useEffect(() => {
    const filters = arrivalState.current;
    if (!filters) return;
    const controller = new AbortController();
    fetchGuidesInView(WHOLE_WORLD, filters, controller.signal).then(
      ({ results }) => {
        const trailheads = results.flatMap((guide) => (guide.trailhead ? [guide.trailhead] : []));
        if (trailheads.length > 0) flyTo(boundsOf(trailheads));
      },
      () => undefined, // the map stays on the default view
    );
    return () => controller.abort();
  }, [flyTo]);
}

/**
 * active-content on arrival: its card opens and the map flies to it; a guide that is gone leaves
 * the address. The callbacks are stable, so this runs once.
 */
export function useOpenContentOnArrival(
  content: ContentRef | null,
  flyTo: (target: Bounds) => void,
  onFound: (guide: MapGuide) => void,
  onMissing: () => void,
) {
  const arrivalContent = useRef(content);
  useEffect(() => {
    const ref = arrivalContent.current;
    if (!ref) return;
    const controller = new AbortController();
    fetchActiveGuide(ref, controller.signal).then(
      ({ guide, bounds }) => {
        onFound(guide);
        if (bounds) flyTo(bounds);
      },
      () => {
        if (!controller.signal.aborted) onMissing();
      },
    );
    return () => controller.abort();
  }, [flyTo, onFound, onMissing]);
}
