// The search results' trailheads and places on an interactive map (ADR 0013), loaded when the reader
// opens it from its preview (results-map.tsx).
import type { Map as MapLibreMap } from "maplibre-gl";
import { useT } from "../../lib/i18n";
import { useEmbeddedMap, type MapLibre, type EmbeddedMapView } from "../../lib/use-embedded-map";
import { RESULTS_MAP_BOX_CLASS, resultsBounds, type MappedHit, type ResultsMapProps } from "./mapped-hits";

/** The results' bounds, or the lower 48 when none has a point. */
function resultsView(points: readonly MappedHit[]): EmbeddedMapView {
  return { bounds: resultsBounds(points), padding: 24, maxZoom: 10 };
}

function drawMarkers(map: MapLibreMap, maplibregl: MapLibre, points: readonly MappedHit[]) {
  const markers = points.map((point) =>
    new maplibregl.Marker({ element: markerElement(point) }).setLngLat([point.longitude, point.latitude]).addTo(map),
  );
  return () => {
    for (const marker of markers) marker.remove();
  };
}

export function InteractiveResultsMap({ points }: ResultsMapProps) {
  // Opened from the preview's button: keyboard focus continues on the map itself.
  const { t } = useT();
  const { containerRef, mapRef, state } = useEmbeddedMap(points, resultsView, drawMarkers, () => {
    mapRef.current?.getCanvas().focus();
  });

  return (
    <section aria-label={t("Map of the results")} className="relative">
      <div
        ref={containerRef}
        data-testid="search-results-map"
        data-map-state={state}
        data-marker-count={points.length}
        className={`w-full overflow-hidden rounded-xl bg-[#efe9dc] ${RESULTS_MAP_BOX_CLASS}`}
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          {t("The map could not be loaded in this browser.")}
        </p>
      )}
    </section>
  );
}

function markerElement(point: MappedHit): HTMLElement {
  const link = document.createElement("a");
  link.href = point.href;
  link.className = "block size-4 rounded-full border-2 border-white bg-brand-green-dark shadow-md";
  link.setAttribute("aria-label", point.title);
  link.title = point.title;
  return link;
}
