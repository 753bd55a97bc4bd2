// A small MapLibre map on the offline basemap, mounted once the browser has loaded the library
// (load-maplibre.ts): the map fits `view(data)`, gets zoom buttons, and `draw` adds what the page
// shows once the style has loaded (returning what to undo, if anything). It is rebuilt when `data`
// changes and removed on unmount.
import { useEffect, useRef, useState } from "react";
import type { LngLatBoundsLike, Map as MapLibreMap } from "maplibre-gl";
import { offlineBasemapStyleUrl } from "../../shared/map/offline-basemap-style";
import { loadMapLibre } from "./load-maplibre";

export type OfflineMapState = "loading" | "ready" | "failed";

export type MapLibre = Awaited<ReturnType<typeof loadMapLibre>>;

export interface OfflineMapView {
  bounds: LngLatBoundsLike;
  padding: number;
  maxZoom?: number;
}

/**
 * `view` and `draw` should be module-level functions: the map is rebuilt when `data`, `view` or
 * `draw` changes. `onReady` runs after each first drawing. `mapRef` holds the live map, if any.
 */
export function useOfflineMap<T>(
  data: T,
  view: (data: T) => OfflineMapView,
  draw: (map: MapLibreMap, maplibregl: MapLibre, data: T) => (() => void) | void,
  onReady?: () => void,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const onReadyRef = useRef(onReady);
  const [state, setState] = useState<OfflineMapState>("loading");

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    let isCancelled = false;
    let removeMap: (() => void) | undefined;
    let undoDrawing: (() => void) | void;

    async function start() {
      const maplibregl = await loadMapLibre();
      const container = containerRef.current;
      if (isCancelled || !container) return;
      const { bounds, padding, maxZoom } = view(data);
      const map = new maplibregl.Map({
        container,
        style: offlineBasemapStyleUrl(window.location.origin),
        bounds,
        fitBoundsOptions: maxZoom === undefined ? { padding } : { padding, maxZoom },
        attributionControl: false,
      });
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
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
  }, [data, view, draw]);

  return { containerRef, mapRef, state };
}
