// The map of /admin/region-map: every outline of the state's regions, and the chosen region's
// polygons drawn and edited with terra-draw (its vertices drag, midpoints add vertices, a new
// polygon is drawn point by point and closed on its first point). Loaded only on this page, with MapLibre.
import type { GeoJSONSource, LngLatBoundsLike, Map as MapLibreMap } from "maplibre-gl";
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode, type GeoJSONStoreFeatures } from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { useEffect, useRef, useState } from "react";
import type { AdminRegion } from "../../../shared/contracts/map-data-admin.contract";
import { useEmbeddedMap, type EmbeddedMapView } from "../../lib/use-embedded-map";
import { regionBounds, type Ring } from "./region-outline";

export type RegionTool = "edit" | "draw";

const OUTLINES_SOURCE = "region-outlines";
const OUTLINE_COLOUR = "#399924";
/** The contiguous United States, for a state with nothing to fit yet. */
const COUNTRY_BOUNDS: LngLatBoundsLike = [
  [-125, 24],
  [-66, 50],
];

/** terra-draw refuses coordinates with more than 9 decimals; 7 place a point to about a centimetre. */
const rounded = (rings: Ring[]): Ring[] =>
  rings.map((ring) => ring.map(([longitude, latitude]) => [Number(longitude.toFixed(7)), Number(latitude.toFixed(7))]));

interface Setup {
  bounds: LngLatBoundsLike;
  draw: { current: TerraDraw | null };
  onChange: { current: (polygons: Ring[][]) => void };
}

const setupView = (setup: Setup): EmbeddedMapView => ({ bounds: setup.bounds, padding: 30, maxZoom: 12 });

const drawnPolygons = (draw: TerraDraw): Ring[][] =>
  draw
    .getSnapshot()
    .filter((feature) => feature.geometry.type === "Polygon")
    .map((feature) => feature.geometry.coordinates as Ring[]);

let drawnCount = 0;

function startDrawing(map: MapLibreMap, _maplibregl: unknown, setup: Setup) {
  map.addSource(OUTLINES_SOURCE, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id: "region-outline-fills",
    type: "fill",
    source: OUTLINES_SOURCE,
    paint: { "fill-color": OUTLINE_COLOUR, "fill-opacity": 0.08 },
  });
  map.addLayer({
    id: "region-outline-lines",
    type: "line",
    source: OUTLINES_SOURCE,
    paint: { "line-color": "#202020", "line-width": 1.5, "line-dasharray": [2, 1] },
  });
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    idStrategy: { isValidId: (id) => typeof id === "string" && id.length > 0, getId: () => `outline-${++drawnCount}` },
    modes: [
      new TerraDrawSelectMode({
        flags: { polygon: { feature: { draggable: false, coordinates: { draggable: true, midpoints: true, deletable: true } } } },
        keyEvents: { deselect: "Escape", delete: "Delete", rotate: null, scale: null },
        styles: {
          selectedPolygonColor: OUTLINE_COLOUR,
          selectedPolygonOutlineColor: OUTLINE_COLOUR,
          selectedPolygonFillOpacity: 0.25,
        },
      }),
      new TerraDrawPolygonMode({
        styles: { fillColor: OUTLINE_COLOUR, fillOpacity: 0.25, outlineColor: OUTLINE_COLOUR, outlineWidth: 2 },
      }),
    ],
  });
  draw.start();
  draw.setMode("select");
  setup.draw.current = draw;
  const onFinish = () => setup.onChange.current(drawnPolygons(draw));
  draw.on("finish", onFinish);
  return () => {
    draw.off("finish", onFinish);
    draw.stop();
    setup.draw.current = null;
  };
}

interface RegionMapEditorProps {
  stateBounds: LngLatBoundsLike | null;
  regions: AdminRegion[];
  selected: AdminRegion | null;
  /** The chosen region's polygons as last loaded; the drawing starts from them. */
  polygons: Ring[][];
  tool: RegionTool;
  onChange: (polygons: Ring[][]) => void;
}

export function RegionMapEditor({ stateBounds, regions, selected, polygons, tool, onChange }: RegionMapEditorProps) {
  const onChangeRef = useRef(onChange);
  const [setup] = useState<Setup>(() => ({
    bounds: stateBounds ?? COUNTRY_BOUNDS,
    draw: { current: null },
    onChange: onChangeRef,
  }));
  const { containerRef, mapRef, state } = useEmbeddedMap(setup, setupView, startDrawing);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The other regions' outlines, drawn under the one being edited.
  useEffect(() => {
    const source = mapRef.current?.getSource<GeoJSONSource>(OUTLINES_SOURCE);
    if (!source || state !== "ready") return;
    void source.setData({
      type: "FeatureCollection",
      features: regions
        .filter((region) => region.boundary && region.id !== selected?.id)
        .map((region) => ({ type: "Feature", properties: { title: region.title }, geometry: region.boundary! })),
    });
  }, [mapRef, state, regions, selected]);

  // The chosen region's polygons in the drawing, and the map on the region.
  useEffect(() => {
    const draw = setup.draw.current;
    if (!draw || state !== "ready") return;
    draw.clear();
    const features: GeoJSONStoreFeatures[] = polygons.map((rings) => ({
      id: `outline-${++drawnCount}`,
      type: "Feature",
      geometry: { type: "Polygon", coordinates: rounded(rings) },
      properties: { mode: "polygon" },
    }));
    if (features.length > 0) draw.addFeatures(features);
    const bounds = selected ? regionBounds(selected) : null;
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 40, maxZoom: 12, duration: 0 });
  }, [setup, mapRef, state, selected, polygons]);

  useEffect(() => {
    const draw = setup.draw.current;
    if (draw && state === "ready") draw.setMode(tool === "draw" && selected ? "polygon" : "select");
  }, [setup, state, tool, selected]);

  return (
    <div className="relative">
      <div
        ref={containerRef}
        role="region"
        aria-label={selected ? `Map: outline of ${selected.title}` : "Map of the state's regions"}
        data-testid="region-map"
        data-map-state={state}
        className="h-[55vh] min-h-80 w-full overflow-hidden rounded-xl bg-[#efe9dc] md:h-[70vh]"
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          The map could not be loaded in this browser.
        </p>
      )}
    </div>
  );
}
