// The bounds a view (centre and zoom, as in the address) shows in a map of a given size, the way
// MapLibre draws it (Web Mercator, 512-pixel tiles): the list of what is in view can be asked for
// before the map's code has loaded.
import type { Bounds } from "../../../shared/geo/geometry";
import type { MapView } from "../../../shared/map/map-url-state";

const TILE_SIZE = 512;
const MAX_LATITUDE = 85.051129;

const toX = (longitude: number, world: number) => ((longitude + 180) / 360) * world;
const fromX = (x: number, world: number) => (x / world) * 360 - 180;
const toY = (latitude: number, world: number) =>
  ((1 - Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) / Math.PI) / 2) * world;
const fromY = (y: number, world: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;

export function viewBounds({ center: [longitude, latitude], zoom }: MapView, width: number, height: number): Bounds {
  const world = TILE_SIZE * 2 ** zoom;
  const x = toX(longitude, world);
  const y = toY(Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)), world);
  const clampY = (value: number) => Math.max(0, Math.min(world, value));
  return [
    [Math.max(-180, fromX(x - width / 2, world)), fromY(clampY(y + height / 2), world)],
    [Math.min(180, fromX(x + width / 2, world)), fromY(clampY(y - height / 2), world)],
  ];
}
