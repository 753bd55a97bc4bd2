// The route on an interactive map (spec §2.11 "Paid view"), with the staff layers for SCOUT or
// greater. Loaded when the reader opens the map from its preview (route-map.tsx); the style is plain
// data from route-map-style.ts.
import { Maximize2, Minimize2 } from "lucide-react";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useMemo, useState } from "react";
import type { Bounds, LineGeometry } from "../../../shared/geo/geometry";
import { landAndRoadLayers } from "../../../shared/map/land-and-road-layers";
import { PACK_LAYER_MIN_ZOOM, PACK_OVERLAY_TEMPLATES } from "../../../shared/map/offline-pack-tiles";
import { cx } from "../../components/ui/class-names";
import { guideApiOnUse } from "./guide-api-on-use";
import { FIT_PADDING, ROUTE_SOURCE_ID, routeLineLayer, routeSource } from "./route-map-style";
import { StaffLayersControl } from "./staff-layers-control";
import { useEmbeddedMap, type MapLibre, type EmbeddedMapView } from "../../lib/use-embedded-map";
import { ROUTE_MAP_SIZE_CLASSES, type MapMarker, type RouteMapProps } from "./route-map-props";
import { useT } from "../../lib/i18n";
import { addGeolocateControl } from "../../lib/geolocate-control";

interface RouteDrawing {
  geometry: LineGeometry;
  bounds: Bounds;
  color: string;
  markers?: readonly MapMarker[];
  hasStaffLayers: boolean;
}

const routeView = (route: RouteDrawing): EmbeddedMapView => ({ bounds: route.bounds, padding: FIT_PADDING });

/**
 * With no signal the map shows the offline basemap: public lands and roads come from the saved pack's
 * tiles (ADR 0059), drawn as on the main map, under the route.
 */
function drawPackOverlays(map: MapLibreMap) {
  for (const [name, template] of Object.entries(PACK_OVERLAY_TEMPLATES)) {
    map.addSource(name, { type: "vector", tiles: [template], minzoom: PACK_LAYER_MIN_ZOOM, maxzoom: 14 });
  }
  for (const layer of landAndRoadLayers({ publicLands: "visible", roads: "visible" })) map.addLayer(layer);
}

function drawRoute(map: MapLibreMap, maplibregl: MapLibre, route: RouteDrawing) {
  if (!navigator.onLine) drawPackOverlays(map);
  map.addSource(ROUTE_SOURCE_ID, routeSource(route.geometry));
  map.addLayer(routeLineLayer(route.color));
  for (const marker of route.markers ?? []) {
    new maplibregl.Marker({ element: markerElement(marker) }).setLngLat([marker.longitude, marker.latitude]).addTo(map);
  }
  // Where the phone is on the line, from its own GPS: it works with no signal (ADR 0059).
  addGeolocateControl(maplibregl, map);
  if (route.hasStaffLayers) map.addControl(new StaffLayersControl({ load: guideApiOnUse.staffMapLayers }), "top-left");
}

export function InteractiveRouteMap({
  title,
  geometry,
  bounds,
  color,
  markers,
  hasStaffLayers = false,
  testId = "scout-route-map",
  onLoad,
}: RouteMapProps) {
  const route = useMemo(
    () => ({ geometry, bounds, color, markers, hasStaffLayers }),
    [geometry, bounds, color, markers, hasStaffLayers],
  );
  const { containerRef, mapRef, state } = useEmbeddedMap(route, routeView, drawRoute, () => {
    // Opened from the preview's button: keyboard focus continues on the map itself.
    mapRef.current?.getCanvas().focus();
    onLoad?.();
  });
  const [isExpanded, setIsExpanded] = useState(false);
  const { t } = useT();

  // The container changes size with the toggle: the canvas follows and the route stays in view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    map.resize();
    map.fitBounds(bounds, { padding: FIT_PADDING, duration: 0 });
  }, [isExpanded, bounds, mapRef]);

  return (
    <section aria-label={`Map of ${title}`} className="relative">
      <div
        ref={containerRef}
        data-testid={testId}
        data-map-state={state}
        className={cx(
          "w-full overflow-hidden rounded-xl bg-[#efe9dc]",
          // Expanded, the screen below the header.
          isExpanded ? "h-[calc(100svh-var(--spacing-header))]" : ROUTE_MAP_SIZE_CLASSES,
        )}
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          {t("The map could not be loaded in this browser.")}
        </p>
      )}
      <button
        type="button"
        aria-pressed={isExpanded}
        onClick={() => setIsExpanded((expanded) => !expanded)}
        className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-dark-grey shadow-md hover:bg-neutral-100"
      >
        {isExpanded ? <Minimize2 aria-hidden="true" className="size-4" /> : <Maximize2 aria-hidden="true" className="size-4" />}
        {isExpanded ? t("Collapse map") : t("Expand map")}
      </button>
    </section>
  );
}

/** A numbered dot; its name is the accessible label. */
function markerElement({ label, name }: MapMarker): HTMLElement {
  const element = document.createElement("div");
  element.className =
    "flex size-7 items-center justify-center rounded-full border-2 border-white bg-dark-grey text-xs font-bold text-white shadow-md";
  element.textContent = label;
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", `Waypoint ${label}: ${name}`);
  element.title = name;
  return element;
}
