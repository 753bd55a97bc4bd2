// What a guide's route map is given, shared by its preview (route-map.tsx) and the interactive map
// that loads in its place (interactive-route-map.tsx).
import type { Bounds, LineGeometry } from "../../../shared/geo/geometry";
import type { RoutePreviewShape } from "../../../shared/map/route-preview";

export interface RouteMapProps {
  title: string;
  geometry: LineGeometry;
  bounds: Bounds;
  /** The preview's shape, worked out by the page's loader (routePreviewShape) with the same markers. */
  preview: RoutePreviewShape;
  color: string;
  /** Numbered markers on the line (the trail's waypoints), in order. */
  markers?: readonly MapMarker[];
  /** Adds the staff layers switch (SCOUT or greater, spec §2.11); the API checks the role again. */
  hasStaffLayers?: boolean;
  /** The map's test hook; "scout-route-map" unless told. */
  testId?: string;
  /** Called once the map is shown, preview first (the Nearby Trails tab waits for it). */
  onLoad?: () => void;
  /** The reader opened the interactive map. */
  onOpen?: () => void;
}

export interface MapMarker {
  key: string | number;
  /** Shown in the marker: its place in the guide. */
  label: string;
  name: string;
  longitude: number;
  latitude: number;
}

/** Spec §9: 80vh on mobile (768px and less), 35vw otherwise. */
export const ROUTE_MAP_SIZE_CLASSES = "h-[80vh] min-[769px]:h-[35vw]";
