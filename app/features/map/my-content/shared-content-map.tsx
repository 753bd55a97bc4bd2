// The map of a shared track or waypoint on the offline basemap. MapLibre loads only in the browser,
// only on this page.
import type { Map as MapLibreMap } from "maplibre-gl";
import {
  SHARED_TRACK_TILE_LAYER,
  sharedTrackTilesUrl,
  type SharedContent,
} from "../../../../shared/contracts/user-content.contract";
import { sharedContentBounds } from "./shared-content-bounds";
import { useEmbeddedMap, type MapLibre, type EmbeddedMapView } from "../../../lib/use-embedded-map";
import { useT } from "../../../lib/i18n";

/** The item with room around it, down to street level at most. */
function sharedContentView(item: SharedContent): EmbeddedMapView {
  // About a kilometre each way around a waypoint.
  return { bounds: sharedContentBounds(item, 0.01), padding: 40, maxZoom: 17 };
}

function drawSharedContent(map: MapLibreMap, maplibregl: MapLibre, item: SharedContent) {
  if (item.kind === "track") {
    // The server's tiles of the whole line, cut at the owner's privacy zones for anyone but the owner.
    const [[west, south], [east, north]] = item.bounds;
    map.addSource("shared-track", {
      type: "vector",
      tiles: [sharedTrackTilesUrl(item.uuid)],
      bounds: [west, south, east, north],
      maxzoom: 16,
    });
    map.addLayer({
      id: "shared-track-casing",
      type: "line",
      source: "shared-track",
      "source-layer": SHARED_TRACK_TILE_LAYER,
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": "#ffffff", "line-width": 7 },
    });
    map.addLayer({
      id: "shared-track-line",
      type: "line",
      source: "shared-track",
      "source-layer": SHARED_TRACK_TILE_LAYER,
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": item.color, "line-width": 4 },
    });
  } else {
    const element = document.createElement("div");
    element.className = "size-5 rounded-full border-2 border-white bg-dark-grey shadow-md";
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", item.name);
    new maplibregl.Marker({ element }).setLngLat([item.longitude, item.latitude]).addTo(map);
  }
}

export function SharedContentMap({ item }: { item: SharedContent }) {
  const { t } = useT();
  const { containerRef, state } = useEmbeddedMap(item, sharedContentView, drawSharedContent);

  return (
    <section aria-label={t("Map of {title}", { title: item.name })} className="relative">
      <div
        ref={containerRef}
        data-testid="shared-content-map"
        data-map-state={state}
        className="h-[60vh] w-full overflow-hidden rounded-xl bg-[#efe9dc] min-[769px]:h-[32rem]"
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          {t("The map could not be loaded in this browser.")}
        </p>
      )}
    </section>
  );
}
