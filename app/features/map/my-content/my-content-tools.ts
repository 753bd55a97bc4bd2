// The map tools of My Content (spec §2.2 active-tool): draw a track by clicking points, add a
// waypoint by clicking a place. Each tool is a small class whose start() and stop() pair every
// map listener and setting it changes.
import type { Map as MapLibreMap, MapMouseEvent } from "maplibre-gl";

export const MY_CONTENT_TOOLS = ["draw-track", "add-waypoint"] as const;
export type MyContentToolName = (typeof MY_CONTENT_TOOLS)[number];

/** For the map page: the ?active-tool= value as a tool of My Content, or null. */
export function parseMyContentTool(value: string | null | undefined): MyContentToolName | null {
  return MY_CONTENT_TOOLS.find((tool) => tool === value) ?? null;
}

export interface MyContentTool {
  start(): void;
  stop(): void;
}

/** Two clicks closer than this many pixels are one point (a double-click, or a shaky tap). */
const SAME_POINT_PIXELS = 6;

export interface DrawTrackHandlers {
  onChange(points: [number, number][]): void;
  /** A double-click on the map ends the line. */
  onFinish(points: [number, number][]): void;
}

export class DrawTrackTool implements MyContentTool {
  private points: [number, number][] = [];
  private lastClickPixel: { x: number; y: number } | null = null;
  private hadDoubleClickZoom = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly handlers: DrawTrackHandlers,
  ) {}

  start(): void {
    this.hadDoubleClickZoom = this.map.doubleClickZoom.isEnabled();
    this.map.doubleClickZoom.disable();
    this.map.getCanvas().style.cursor = "crosshair";
    this.map.on("click", this.onClick);
    this.map.on("dblclick", this.onDoubleClick);
  }

  stop(): void {
    this.map.off("click", this.onClick);
    this.map.off("dblclick", this.onDoubleClick);
    if (this.hadDoubleClickZoom) this.map.doubleClickZoom.enable();
    this.map.getCanvas().style.cursor = "";
  }

  undo(): void {
    this.points = this.points.slice(0, -1);
    this.lastClickPixel = null;
    this.handlers.onChange(this.points);
  }

  /** Adds a point, as a click on the map does (also for keyboard users, at the map's centre). */
  addPoint(longitude: number, latitude: number): void {
    this.points = [...this.points, [longitude, latitude]];
    this.handlers.onChange(this.points);
  }

  private readonly onClick = (event: MapMouseEvent) => {
    const { x, y } = event.point;
    const last = this.lastClickPixel;
    if (last && Math.hypot(last.x - x, last.y - y) < SAME_POINT_PIXELS) return;
    this.lastClickPixel = { x, y };
    this.addPoint(event.lngLat.lng, event.lngLat.lat);
  };

  private readonly onDoubleClick = (event: MapMouseEvent) => {
    event.preventDefault();
    if (this.points.length >= 2) this.handlers.onFinish(this.points);
  };
}

export class AddWaypointTool implements MyContentTool {
  constructor(
    private readonly map: MapLibreMap,
    private readonly onPick: (longitude: number, latitude: number) => void,
  ) {}

  start(): void {
    this.map.getCanvas().style.cursor = "crosshair";
    this.map.on("click", this.onClick);
  }

  stop(): void {
    this.map.off("click", this.onClick);
    this.map.getCanvas().style.cursor = "";
  }

  private readonly onClick = (event: MapMouseEvent) => this.onPick(event.lngLat.lng, event.lngLat.lat);
}
