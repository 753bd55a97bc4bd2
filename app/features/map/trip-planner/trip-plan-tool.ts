// The trip planner's hands on the map: a click adds a point to the plan, and a point dragged to a
// new place moves there (the route is planned again when it is dropped). start() and stop() pair
// every map listener and setting the tool changes.
import type { Map as MapLibreMap, MapLayerMouseEvent, MapLayerTouchEvent, MapMouseEvent, MapTouchEvent } from "maplibre-gl";
import { TRIP_POINTS_LAYER } from "./trip-plan-layers";

export interface TripPlanToolHandlers {
  onAdd(point: [number, number]): void;
  /** While dragging, the point follows the pointer; `isDropped` once it is let go. */
  onMove(index: number, point: [number, number], isDropped: boolean): void;
}

export class TripPlanTool {
  private dragged: number | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly handlers: TripPlanToolHandlers,
  ) {}

  start(): void {
    this.map.getCanvas().style.cursor = "crosshair";
    this.map.on("click", this.onClick);
    this.map.on("mousedown", TRIP_POINTS_LAYER, this.onGrab);
    this.map.on("touchstart", TRIP_POINTS_LAYER, this.onGrab);
  }

  stop(): void {
    this.map.off("click", this.onClick);
    this.map.off("mousedown", TRIP_POINTS_LAYER, this.onGrab);
    this.map.off("touchstart", TRIP_POINTS_LAYER, this.onGrab);
    this.release();
    this.map.getCanvas().style.cursor = "";
  }

  private readonly onClick = (event: MapMouseEvent) => {
    // A click on a point is the end of a drag, not a new point.
    if (
      this.map.getLayer(TRIP_POINTS_LAYER) &&
      this.map.queryRenderedFeatures(event.point, { layers: [TRIP_POINTS_LAYER] }).length > 0
    ) {
      return;
    }
    this.handlers.onAdd([event.lngLat.lng, event.lngLat.lat]);
  };

  private readonly onGrab = (event: MapLayerMouseEvent | MapLayerTouchEvent) => {
    const index = Number(event.features?.[0]?.properties?.index);
    if (!Number.isInteger(index)) return;
    event.preventDefault();
    this.dragged = index;
    this.map.dragPan.disable();
    this.map.getCanvas().style.cursor = "grabbing";
    this.map.on("mousemove", this.onDrag);
    this.map.on("touchmove", this.onDrag);
    this.map.once("mouseup", this.onDrop);
    this.map.once("touchend", this.onDrop);
  };

  private readonly onDrag = (event: MapMouseEvent | MapTouchEvent) => {
    if (this.dragged === null) return;
    this.handlers.onMove(this.dragged, [event.lngLat.lng, event.lngLat.lat], false);
  };

  private readonly onDrop = (event: MapMouseEvent | MapTouchEvent) => {
    if (this.dragged !== null) this.handlers.onMove(this.dragged, [event.lngLat.lng, event.lngLat.lat], true);
    this.release();
    this.map.getCanvas().style.cursor = "crosshair";
  };

  private release(): void {
    this.dragged = null;
    this.map.off("mousemove", this.onDrag);
    this.map.off("touchmove", this.onDrag);
    this.map.off("mouseup", this.onDrop);
    this.map.off("touchend", this.onDrop);
    this.map.dragPan.enable();
  }
}
