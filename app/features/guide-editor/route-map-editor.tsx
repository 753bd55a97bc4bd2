// The route line and its waypoints on a map the editor draws on (issue "Authoring" point 4), with
// terra-draw: the line's points drag, midpoints add points, a new line is drawn point by point, and
// waypoints are added by clicking and dragged. The form owns the line and the waypoints; this map
// shows them and reports each finished edit. Loaded only on the editor pages, with MapLibre.
import type { Map as MapLibreMap, MapMouseEvent } from "maplibre-gl";
import {
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { useEffect, useRef, useState } from "react";
import { boundsOf, type Bounds, type Position } from "../../../shared/geo/geometry";
import { useEmbeddedMap, type EmbeddedMapView, type MapLibre } from "../../lib/use-embedded-map";
import { isSameLine, nearestPointIndex } from "./line-edits";

/** What a click on the map does. */
export type MapTool = "edit" | "draw-line" | "add-waypoint" | "move-trailhead" | "pick-point";

export interface MapWaypoint {
  key: string;
  latitude: number;
  longitude: number;
}

export interface RouteMapEditorProps {
  label: string;
  line: readonly Position[];
  waypoints: readonly MapWaypoint[];
  tool: MapTool;
  /** The point chosen for a trim, marked on the map. */
  chosenPoint: number | null;
  onLineChange: (line: Position[]) => void;
  /** The tools beyond drawing and editing the line, where the page offers them. */
  onWaypointAdd?: (waypoint: MapWaypoint) => void;
  onWaypointMove?: (waypoint: MapWaypoint) => void;
  onTrailheadMove?: (longitude: number, latitude: number) => void;
  onPointPick?: (index: number) => void;
}

const LINE_ID = "route-line";
const LINE_COLOUR = "#399924";
const POINT_COLOUR = "#202020";
/** The contiguous United States, for a route not drawn yet. */
const COUNTRY_BOUNDS: Bounds = [
  [-125, 24],
  [-66, 50],
];

interface Setup {
  bounds: Bounds;
  /** The latest props, read by the map's handlers. */
  props: { current: RouteMapEditorProps };
  draw: { current: TerraDraw | null };
  maplibre: { current: MapLibre | null };
}

const setupView = (setup: Setup): EmbeddedMapView => ({ bounds: setup.bounds, padding: 40, maxZoom: 15 });

/** terra-draw refuses coordinates with more than 9 decimals; 7 place a point to about a centimetre. */
const rounded = (degrees: number) => Number(degrees.toFixed(7));

const flat = (line: readonly Position[]): [number, number][] =>
  line.map(([longitude, latitude]) => [rounded(longitude), rounded(latitude)]);

function lineFeature(line: readonly Position[]): GeoJSONStoreFeatures {
  return {
    id: LINE_ID,
    type: "Feature",
    geometry: { type: "LineString", coordinates: flat(line) },
    properties: { mode: "linestring" },
  };
}

function pointFeature({ key, longitude, latitude }: MapWaypoint): GeoJSONStoreFeatures {
  return {
    id: key,
    type: "Feature",
    geometry: { type: "Point", coordinates: [longitude, latitude] },
    properties: { mode: "point" },
  };
}

let drawnCount = 0;

function startDrawing(map: MapLibreMap, maplibregl: MapLibre, setup: Setup) {
  setup.maplibre.current = maplibregl;
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    idStrategy: { isValidId: (id) => typeof id === "string" && id.length > 0, getId: () => `drawn-${++drawnCount}` },
    modes: [
      new TerraDrawSelectMode({
        flags: {
          linestring: { feature: { coordinates: { draggable: true, midpoints: true, deletable: true } } },
          point: { feature: { draggable: true } },
        },
        keyEvents: { deselect: "Escape", delete: null, rotate: null, scale: null },
        styles: { selectedLineStringColor: LINE_COLOUR, selectedLineStringWidth: 5, selectedPointColor: POINT_COLOUR },
      }),
      new TerraDrawLineStringMode({ styles: { lineStringColor: LINE_COLOUR, lineStringWidth: 4 } }),
      new TerraDrawPointMode({
        styles: { pointColor: POINT_COLOUR, pointWidth: 7, pointOutlineColor: "#ffffff", pointOutlineWidth: 2 },
      }),
    ],
  });
  draw.start();
  setup.draw.current = draw;
  reconcile(draw, setup.props.current);
  draw.setMode(terraModeOf(setup.props.current.tool));

  const onFinish = (id: string | number, context: { action: string }) => {
    const props = setup.props.current;
    const feature = draw.getSnapshotFeature(id);
    if (!feature) return;
    if (feature.geometry.type === "LineString") {
      const coordinates = feature.geometry.coordinates as Position[];
      if (id !== LINE_ID) {
        // A newly drawn line replaces the route: it takes the route's id.
        draw.removeFeatures([id, ...(draw.hasFeature(LINE_ID) ? [LINE_ID] : [])]);
        draw.addFeatures([lineFeature(coordinates)]);
      }
      props.onLineChange(coordinates);
    } else if (feature.geometry.type === "Point") {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      if (context.action === "draw") props.onWaypointAdd?.({ key: String(id), longitude, latitude });
      else props.onWaypointMove?.({ key: String(id), longitude, latitude });
    }
  };
  draw.on("finish", onFinish);

  const onClick = (event: MapMouseEvent) => {
    const props = setup.props.current;
    const { lng, lat } = event.lngLat;
    if (props.tool === "move-trailhead") props.onTrailheadMove?.(lng, lat);
    if (props.tool === "pick-point" && props.line.length > 0) props.onPointPick?.(nearestPointIndex(props.line, lng, lat));
  };
  map.on("click", onClick);

  return () => {
    map.off("click", onClick);
    draw.off("finish", onFinish);
    draw.stop();
    setup.draw.current = null;
  };
}

function terraModeOf(tool: MapTool): string {
  if (tool === "draw-line") return "linestring";
  if (tool === "add-waypoint") return "point";
  if (tool === "edit") return "select";
  return "static";
}

/** Brings the drawing in line with the form: the route and every waypoint where the form has them. */
function reconcile(draw: TerraDraw, { line, waypoints }: Pick<RouteMapEditorProps, "line" | "waypoints">) {
  const drawnLine = draw.getSnapshotFeature(LINE_ID);
  if (line.length < 2) {
    if (drawnLine) draw.removeFeatures([LINE_ID]);
  } else if (!drawnLine) {
    draw.addFeatures([lineFeature(line)]);
  } else if (!isSameLine(drawnLine.geometry.coordinates as Position[], line)) {
    draw.updateFeatureGeometry(LINE_ID, lineFeature(line).geometry);
  }
  const wanted = new Map(waypoints.map((waypoint) => [waypoint.key, waypoint]));
  const drawnPoints = draw
    .getSnapshot()
    .filter((feature) => feature.geometry.type === "Point" && feature.properties.mode === "point");
  const gone = drawnPoints.filter((feature) => !wanted.has(String(feature.id))).map((feature) => feature.id!);
  if (gone.length > 0) draw.removeFeatures(gone);
  for (const waypoint of waypoints) {
    const drawn = draw.getSnapshotFeature(waypoint.key);
    if (!drawn) draw.addFeatures([pointFeature(waypoint)]);
    else if (!isSameLine([drawn.geometry.coordinates as Position], [[waypoint.longitude, waypoint.latitude]])) {
      draw.updateFeatureGeometry(waypoint.key, pointFeature(waypoint).geometry);
    }
  }
}

function markerElement(text: string, colour: string): HTMLElement {
  const element = document.createElement("div");
  element.className = `rounded px-1.5 py-0.5 text-xs font-bold text-white shadow ${colour}`;
  element.textContent = text;
  element.setAttribute("aria-hidden", "true");
  return element;
}

export function RouteMapEditor(props: RouteMapEditorProps) {
  const propsRef = useRef(props);
  const [setup] = useState<Setup>(() => ({
    bounds: props.line.length > 0 ? boundsOf([...props.line]) : COUNTRY_BOUNDS,
    props: propsRef,
    draw: { current: null },
    maplibre: { current: null },
  }));
  const { containerRef, mapRef, state } = useEmbeddedMap(setup, setupView, startDrawing);
  const { line, waypoints, tool, chosenPoint } = props;

  useEffect(() => {
    propsRef.current = props;
  });

  useEffect(() => {
    const draw = setup.draw.current;
    if (draw && state === "ready") reconcile(draw, { line, waypoints });
  }, [setup, state, line, waypoints]);

  useEffect(() => {
    const draw = setup.draw.current;
    if (draw && state === "ready") draw.setMode(terraModeOf(tool));
  }, [setup, state, tool]);

  // The trailhead and the point chosen for a trim, as labelled markers.
  useEffect(() => {
    const map = mapRef.current;
    const maplibregl = setup.maplibre.current;
    if (!map || !maplibregl || state !== "ready") return;
    const place = (at: Position | undefined, text: string, colour: string) =>
      at
        ? new maplibregl.Marker({ element: markerElement(text, colour), anchor: "bottom" }).setLngLat([at[0], at[1]]).addTo(map)
        : null;
    const placed = [
      place(line[0], "Trailhead", "bg-brand-green-dark"),
      chosenPoint === null ? null : place(line[chosenPoint], `Point ${chosenPoint + 1}`, "bg-dark-grey"),
    ];
    return () => placed.forEach((marker) => marker?.remove());
  }, [setup, mapRef, state, line, chosenPoint]);

  return (
    <div className="relative">
      <div
        ref={containerRef}
        role="region"
        aria-label={props.label}
        data-testid="route-map-editor"
        data-map-state={state}
        className="h-[60vh] min-h-80 w-full overflow-hidden rounded-xl bg-[#efe9dc] md:h-[32rem]"
      />
      {state === "failed" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-grey">
          The map could not be loaded in this browser. The points and waypoints lists below still work.
        </p>
      )}
    </div>
  );
}
