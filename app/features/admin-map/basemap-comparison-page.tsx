// /admin/basemap-comparison (SUPER): two maps side by side (stacked on a phone), each with its own
// basemap among the site's (ADR 0028); moving one moves the other. The view and both basemaps are
// kept in the address with replaceState, as /map keeps its own. Loaded only on this page, with MapLibre.
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import {
  availableBasemaps,
  basemapStyle,
  shownBasemap,
  type BasemapSources,
  type SourceReachability,
} from "../../../shared/map/basemaps";
import type { BasemapId } from "../../../shared/map/map-url-state";
import { controlClassName } from "../../components/ui/field";
import { useSourceReachability } from "../../lib/basemap-choice";
import { loadMapLibre, resolveAgainstPage } from "../../lib/load-maplibre";
import { useRootData } from "../../lib/root-data";
import { StaffPage } from "../../components/cms/staff-page";
import { COMPARED_SIDES, comparisonSearch, type ComparedSide, type ComparisonState } from "./comparison-url";

type MapState = "loading" | "ready" | "failed";
const SIDE_LABELS: Record<ComparedSide, string> = { left: "First map", right: "Second map" };

const styleOf = (basemap: BasemapId, sources: BasemapSources | null, reachable: SourceReachability) =>
  basemapStyle(shownBasemap(basemap, sources, reachable).shown, sources);

/** Both maps, built once the online sources' reachability is known, each following the other's moves. */
function useComparedMaps(initial: ComparisonState, sources: BasemapSources | null, reachable: SourceReachability | null) {
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const [containers] = useState({ left, right });
  const maps = useRef<Partial<Record<ComparedSide, MapLibreMap>>>({});
  const [states, setStates] = useState<Record<ComparedSide, MapState>>({ left: "loading", right: "loading" });
  const initialRef = useRef(initial);
  const onMoveEnd = useRef<(map: MapLibreMap) => void>(() => undefined);

  useEffect(() => {
    if (reachable === null) return;
    let isCancelled = false;
    const built: MapLibreMap[] = [];
    const setState = (side: ComparedSide, state: MapState) => setStates((current) => ({ ...current, [side]: state }));

    loadMapLibre()
      .then((maplibregl) => {
        if (isCancelled) return;
        const { view } = initialRef.current;
        let isFollowing = false;
        for (const side of COMPARED_SIDES) {
          const container = containers[side].current;
          if (!container) return;
          const map = new maplibregl.Map({
            container,
            style: styleOf(initialRef.current[side], sources, reachable),
            transformRequest: resolveAgainstPage,
            center: view.center,
            zoom: view.zoom,
            attributionControl: { compact: true },
            // Each canvas is a landmark of its own: two named "Map" would be ambiguous.
            locale: { "Map.Title": `${SIDE_LABELS[side]} canvas` },
          });
          map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
          map.on("load", () => setState(side, "ready"));
          maps.current[side] = map;
          built.push(map);
        }
        const [leftMap, rightMap] = built as [MapLibreMap, MapLibreMap];
        const follow = (leader: MapLibreMap, follower: MapLibreMap) => () => {
          if (isFollowing) return;
          isFollowing = true;
          follower.jumpTo({
            center: leader.getCenter(),
            zoom: leader.getZoom(),
            bearing: leader.getBearing(),
            pitch: leader.getPitch(),
          });
          isFollowing = false;
        };
        leftMap.on("move", follow(leftMap, rightMap));
        rightMap.on("move", follow(rightMap, leftMap));
        leftMap.on("moveend", () => onMoveEnd.current(leftMap));
      })
      .catch(() => {
        if (!isCancelled) setStates({ left: "failed", right: "failed" });
      });

    return () => {
      isCancelled = true;
      built.forEach((map) => map.remove());
      maps.current = {};
    };
  }, [containers, sources, reachable]);

  return { containers, maps, states, onMoveEnd };
}

export function BasemapComparisonView({ initial }: { initial: ComparisonState }) {
  const sources = useRootData().clientConfig.basemaps;
  const reachable = useSourceReachability(sources);
  const [basemaps, setBasemaps] = useState({ left: initial.left, right: initial.right });
  const { containers, maps, states, onMoveEnd } = useComparedMaps(initial, sources, reachable);
  const basemapsRef = useRef(basemaps);
  const options = availableBasemaps(sources);

  // The address follows the view and the basemaps; replaceState keeps history clean and runs no loaders.
  useEffect(() => {
    basemapsRef.current = basemaps;
    const write = (map: MapLibreMap | undefined) => {
      const { lng, lat } = map?.getCenter() ?? { lng: initial.view.center[0], lat: initial.view.center[1] };
      const view = { center: [lng, lat] as [number, number], zoom: map?.getZoom() ?? initial.view.zoom };
      const search = comparisonSearch({ view, ...basemapsRef.current });
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
    };
    onMoveEnd.current = write;
    write(maps.current.left);
  }, [basemaps, initial, maps, onMoveEnd]);

  // A new choice restyles its map, keeping the view.
  useEffect(() => {
    if (reachable === null) return;
    for (const side of COMPARED_SIDES) maps.current[side]?.setStyle(styleOf(basemaps[side], sources, reachable));
  }, [basemaps, maps, sources, reachable]);

  return (
    <StaffPage
      title="Basemap comparison"
      summary="Two basemaps side by side: move either map and the other follows. The address keeps the view and both choices."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {COMPARED_SIDES.map((side) => {
          const fallback = reachable ? shownBasemap(basemaps[side], sources, reachable).unreachable : null;
          return (
            <section key={side} aria-label={SIDE_LABELS[side]} className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={`basemap-${side}`} className="text-sm font-semibold text-dark-grey">
                  {SIDE_LABELS[side]}
                </label>
                <select
                  id={`basemap-${side}`}
                  value={basemaps[side]}
                  onChange={(event) => {
                    const chosen = event.currentTarget.value as BasemapId;
                    setBasemaps((current) => ({ ...current, [side]: chosen }));
                  }}
                  className={controlClassName(false, "h-10 w-auto")}
                >
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="relative">
                <div
                  ref={containers[side]}
                  role="region"
                  aria-label={`${SIDE_LABELS[side]} (${options.find((option) => option.id === basemaps[side])?.label ?? basemaps[side]})`}
                  data-testid={`compared-map-${side}`}
                  data-map-state={states[side]}
                  className="h-[40vh] min-h-64 w-full overflow-hidden rounded-xl bg-[#efe9dc] md:h-[65vh]"
                />
                {states[side] === "failed" && (
                  <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
                    The map could not be loaded in this browser.
                  </p>
                )}
              </div>
              {fallback && (
                <p className="text-sm text-grey" role="status">
                  {options.find((option) => option.id === fallback)?.label ?? fallback} cannot be reached: showing the basic map.
                </p>
              )}
            </section>
          );
        })}
      </div>
    </StaffPage>
  );
}
