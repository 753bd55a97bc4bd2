// The waypoint guide's order (spec §2.11 trail page): trail order by position, numbered from 1.
import type { Waypoint } from "../../../shared/contracts/scout-route.contract";
import type { MapMarker } from "./route-map-props";

export function orderWaypoints<T extends Pick<Waypoint, "position" | "id">>(waypoints: readonly T[]): T[] {
  return [...waypoints].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** "38.57312, -109.54961": five decimals place a point to about a metre. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

export function waypointMarkers(waypoints: readonly Waypoint[]): MapMarker[] {
  return orderWaypoints(waypoints).map((waypoint, index) => ({
    key: waypoint.id,
    label: String(index + 1),
    name: waypoint.name,
    longitude: waypoint.longitude,
    latitude: waypoint.latitude,
  }));
}
