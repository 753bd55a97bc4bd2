// A small map of the search results' trailheads and places (ADR 0013). MapLibre loads only in the
// browser, after the list has rendered; results without a point are left off.
import type { Map as MapLibreMap } from "maplibre-gl";
import type { SearchHit } from "../../../shared/contracts/search.contract";
import { useOfflineMap, type MapLibre, type OfflineMapView } from "../../lib/use-offline-map";

export interface MappedHit {
  key: string;
  title: string;
  href: string;
  longitude: number;
  latitude: number;
}

/** The hits that have a point, as markers. */
export function mappedHits(hits: readonly SearchHit[]): MappedHit[] {
  return hits.flatMap((hit) =>
    hit.latitude === null || hit.longitude === null || !hit.href
      ? []
      : [{ key: `${hit.index}-${hit.href}`, title: hit.title, href: hit.href, longitude: hit.longitude, latitude: hit.latitude }],
  );
}

const US_BOUNDS: [[number, number], [number, number]] = [
  [-125, 24],
  [-66, 50],
];

function boundsOf(points: readonly MappedHit[]): [[number, number], [number, number]] {
  if (points.length === 0) return US_BOUNDS;
  const lngs = points.map((point) => point.longitude);
  const lats = points.map((point) => point.latitude);
  return [
    [Math.min(...lngs) - 0.2, Math.min(...lats) - 0.2],
    [Math.max(...lngs) + 0.2, Math.max(...lats) + 0.2],
  ];
}

/** The results' bounds, or the lower 48 when none has a point. */
function resultsView(points: readonly MappedHit[]): OfflineMapView {
  return { bounds: boundsOf(points), padding: 24, maxZoom: 10 };
}

function drawMarkers(map: MapLibreMap, maplibregl: MapLibre, points: readonly MappedHit[]) {
  const markers = points.map((point) =>
    new maplibregl.Marker({ element: markerElement(point) }).setLngLat([point.longitude, point.latitude]).addTo(map),
  );
  return () => {
    for (const marker of markers) marker.remove();
  };
}

export function ResultsMap({ points }: { points: readonly MappedHit[] }) {
  const { containerRef, state } = useOfflineMap(points, resultsView, drawMarkers);

  return (
    <section aria-label="Map of the results" className="relative">
      <div
        ref={containerRef}
        data-testid="search-results-map"
        data-map-state={state}
        data-marker-count={points.length}
        className="h-64 w-full overflow-hidden rounded-xl bg-[#efe9dc] lg:h-[420px]"
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          The map could not be loaded in this browser.
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
