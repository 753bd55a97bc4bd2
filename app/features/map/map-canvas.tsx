// The map itself, in the browser only: MapLibre and the map engine load as a separate chunk once
// the page has rendered, so no other page pays for them (PERFORMANCE-GOALS: map code only on
// pages with a map).
import { useT } from "../../lib/i18n";
import { useUnits } from "../../lib/session";
import type { ExpressionSpecification, GeoJSONSourceSpecification } from "@maplibre/maplibre-gl-style-spec";
import { useEffect, useRef, useState } from "react";
import type { BasemapId, ContentRef, MapTool, MapView, OverlayId } from "../../../shared/map/map-url-state";
import type { BasemapSources } from "../../../shared/map/basemaps";
import type { TrailMap, TrailMapEvents } from "./trail-map";
import { loadMapLibre } from "../../lib/load-maplibre";

interface MapCanvasProps {
  initialView: MapView;
  basemap: BasemapId;
  basemapSources: BasemapSources | null;
  overlays: OverlayId[];
  filter: ExpressionSpecification;
  highlighted: ContentRef[];
  listed: ContentRef[];
  measurePoints: [number, number][];
  sharedContent: GeoJSONSourceSpecification["data"];
  /** The recent condition reports in view, drawn when the "conditions" overlay is on. */
  conditionReports: GeoJSONSourceSpecification["data"];
  tool: MapTool | null;
  events: Omit<TrailMapEvents, "onReady" | "onError">;
  /** The running engine, or null before it starts and after it stops. */
  onEngineChange: (engine: TrailMap | null) => void;
}

type MapState = "loading" | "ready" | "failed";

export function MapCanvas({
  initialView,
  basemap,
  basemapSources,
  overlays,
  filter,
  highlighted,
  listed,
  measurePoints,
  sharedContent,
  conditionReports,
  tool,
  events,
  onEngineChange,
}: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [trailMap, setTrailMap] = useState<TrailMap | null>(null);
  const [state, setState] = useState<MapState>("loading");
  // The engine starts once; later props reach it through the setters below.
  const translate = useT();
  const { t } = translate;
  const startRef = useRef({ initialView, basemap, basemapSources, overlays, filter, events, translate });
  const eventsRef = useRef(events);
  const onEngineChangeRef = useRef(onEngineChange);

  useEffect(() => {
    eventsRef.current = events;
    onEngineChangeRef.current = onEngineChange;
  }, [events, onEngineChange]);

  useEffect(() => onEngineChangeRef.current(trailMap), [trailMap]);

  const units = useUnits();
  const unitsRef = useRef(units);
  useEffect(() => {
    unitsRef.current = units;
    trailMap?.setUnits(units);
  }, [trailMap, units]);

  useEffect(() => {
    let isCancelled = false;
    let created: TrailMap | undefined;

    async function start() {
      const [maplibre, { TrailMap }] = await Promise.all([loadMapLibre(), import("./trail-map")]);
      const container = containerRef.current;
      if (isCancelled || !container) return;
      const initial = startRef.current;
      created = new TrailMap(maplibre, container, {
        view: initial.initialView,
        basemap: initial.basemap,
        sources: initial.basemapSources,
        overlays: initial.overlays,
        filter: initial.filter,
        units: unitsRef.current,
        translator: initial.translate,
        events: {
          onViewChange: (view, bounds) => eventsRef.current.onViewChange(view, bounds),
          onHover: (guide) => eventsRef.current.onHover(guide),
          onSelect: (guide) => eventsRef.current.onSelect(guide),
          onMeasureClick: (point) => eventsRef.current.onMeasureClick(point),
          onReady: () => setState("ready"),
          onError: () => setState("failed"),
        },
      });
      setTrailMap(created);
    }

    start().catch(() => {
      if (!isCancelled) setState("failed");
    });
    return () => {
      isCancelled = true;
      created?.remove();
      setTrailMap(null);
    };
  }, []);

  const appliedBasemap = useRef(basemap);
  useEffect(() => {
    if (!trailMap || appliedBasemap.current === basemap) return;
    appliedBasemap.current = basemap;
    trailMap.setBasemap(basemap);
  }, [trailMap, basemap]);

  useEffect(() => trailMap?.setOverlays(overlays), [trailMap, overlays]);
  useEffect(() => trailMap?.setFilter(filter), [trailMap, filter]);
  useEffect(() => trailMap?.setHighlighted(highlighted), [trailMap, highlighted]);
  useEffect(() => trailMap?.setListed(listed), [trailMap, listed]);
  useEffect(() => trailMap?.setMeasurePoints(measurePoints), [trailMap, measurePoints]);
  useEffect(() => trailMap?.setSharedContent(sharedContent), [trailMap, sharedContent]);
  useEffect(() => trailMap?.setConditionReports(conditionReports), [trailMap, conditionReports]);
  useEffect(() => trailMap?.setTool(tool), [trailMap, tool]);

  return (
    // On phones the bottom sheet covers the map's lower edge: the scale and attribution sit above it.
    <div className="absolute inset-0 max-md:[&_.maplibregl-ctrl-bottom-left]:bottom-36 max-md:[&_.maplibregl-ctrl-bottom-right]:bottom-36">
      <div
        ref={containerRef}
        data-testid="main-map"
        data-map-state={state}
        role="region"
        aria-label={t("Trail map")}
        className="size-full bg-[#efe9dc]"
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          {t("The map could not be loaded in this browser. The list still shows what is in the area.")}
        </p>
      )}
    </div>
  );
}
