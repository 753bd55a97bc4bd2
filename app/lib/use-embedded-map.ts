// A MapLibre map inside a page (a guide's, the search results', shared content), mounted once the
// browser has loaded the library (load-maplibre.ts) and knows which online basemaps answer: it shows
// the reader's basemap (basemap-choice.ts) or the offline one, fits `view(data)`, gets zoom
// buttons, and `draw` adds what the page shows once the style has loaded (returning what to undo,
// if anything). It is rebuilt when `data` changes and removed on unmount.
import { useEffect, useRef, useState } from "react";
import type { LngLatBoundsLike, Map as MapLibreMap } from "maplibre-gl";
import { basemapStyle, shownBasemap } from "../../shared/map/basemaps";
import { DEFAULT_MAP_URL_STATE } from "../../shared/map/map-url-state";
import { storedBasemapChoice, useSourceReachability } from "./basemap-choice";
import { loadMapLibre, resolveAgainstPage } from "./load-maplibre";
import { mapLocaleFor } from "./map-locale";
import { useRootData } from "./root-data";
import { useUnits } from "./session";

export type EmbeddedMapState = "loading" | "ready" | "failed";

export type MapLibre = Awaited<ReturnType<typeof loadMapLibre>>;

export interface EmbeddedMapView {
  bounds: LngLatBoundsLike;
  padding: number;
  maxZoom?: number;
}

/**
 * `view` and `draw` should be module-level functions: the map is rebuilt when `data`, `view` or
 * `draw` changes. `onReady` runs after each first drawing. `mapRef` holds the live map, if any.
 */
export function useEmbeddedMap<T>(
  data: T,
  view: (data: T) => EmbeddedMapView,
  draw: (map: MapLibreMap, maplibregl: MapLibre, data: T) => (() => void) | void,
  onReady?: () => void,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const onReadyRef = useRef(onReady);
  const [state, setState] = useState<EmbeddedMapState>("loading");
  const { clientConfig, i18n } = useRootData();
  const sources = clientConfig.basemaps;
  const language = i18n.locale;
  const units = useUnits();
  const unitsRef = useRef(units);
  useEffect(() => {
    unitsRef.current = units;
  }, [units]);
  const reachable = useSourceReachability(sources);

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    if (reachable === null) return;
    let isCancelled = false;
    let removeMap: (() => void) | undefined;
    let undoDrawing: (() => void) | void;

    async function start() {
      const maplibregl = await loadMapLibre();
      const container = containerRef.current;
      if (isCancelled || !container) return;
      const { bounds, padding, maxZoom } = view(data);
      const { shown } = shownBasemap(storedBasemapChoice() ?? DEFAULT_MAP_URL_STATE.basemap, sources, reachable!);
      const map = new maplibregl.Map({
        container,
        style: basemapStyle(shown, sources),
        transformRequest: resolveAgainstPage,
        bounds,
        fitBoundsOptions: maxZoom === undefined ? { padding } : { padding, maxZoom },
        // An online basemap names its sources; the offline one's credits are on /about-us.
        attributionControl: shown === "offline" ? false : { compact: true },
        // MapLibre's control labels in the page's language (ADR 0064).
        locale: mapLocaleFor(language),
      });
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
      // The scale in the reader's units (ADR 0040), known by the time a reader opens a map; bottom
      // right, as the page's own map buttons sit bottom left.
      map.addControl(new maplibregl.ScaleControl({ unit: unitsRef.current, maxWidth: 100 }), "bottom-right");
      const onLoad = () => {
        undoDrawing = draw(map, maplibregl, data);
        setState("ready");
        onReadyRef.current?.();
      };
      map.on("load", onLoad);
      mapRef.current = map;
      removeMap = () => {
        map.off("load", onLoad);
        undoDrawing?.();
        map.remove();
        mapRef.current = null;
      };
    }

    start().catch(() => {
      if (!isCancelled) setState("failed");
    });
    return () => {
      isCancelled = true;
      removeMap?.();
    };
  }, [data, view, draw, sources, reachable, language]);

  return { containerRef, mapRef, state };
}
