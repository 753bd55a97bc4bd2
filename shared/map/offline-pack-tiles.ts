// The map of an offline pack (ADR 0059): which tiles cover a guide's bounds plus a margin at each
// zoom, and how deep a pack may zoom while it stays within the size a detail level promises.
import type { TileSet } from "../contracts/offline-packs.contract";
import type { Bounds } from "../geo/geometry";

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798;

/** The tiles of one zoom that cover an area, inclusive on both ends. */
export interface TileRange {
  z: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function tileX(longitude: number, z: number): number {
  const n = 2 ** z;
  return clamp(Math.floor(((longitude + 180) / 360) * n), 0, n - 1);
}

function tileY(latitude: number, z: number): number {
  const n = 2 ** z;
  const radians = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n;
  return clamp(Math.floor(y), 0, n - 1);
}

/** The bounds grown by `marginMetres` on every side (a degree of latitude is about 111 km). */
export function boundsWithMargin([[west, south], [east, north]]: Bounds, marginMetres: number): Bounds {
  const latitudeDegrees = marginMetres / 111_320;
  const middle = (((south + north) / 2) * Math.PI) / 180;
  const longitudeDegrees = marginMetres / (111_320 * Math.max(Math.cos(middle), 0.01));
  return [
    [clamp(west - longitudeDegrees, -180, 180), clamp(south - latitudeDegrees, -MAX_LATITUDE, MAX_LATITUDE)],
    [clamp(east + longitudeDegrees, -180, 180), clamp(north + latitudeDegrees, -MAX_LATITUDE, MAX_LATITUDE)],
  ];
}

/** The tiles at zoom `z` that cover `bounds`. */
export function tileRange([[west, south], [east, north]]: Bounds, z: number): TileRange {
  return { z, minX: tileX(west, z), maxX: tileX(east, z), minY: tileY(north, z), maxY: tileY(south, z) };
}

export const tileCount = (range: TileRange) => (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1);

/** One range per zoom from `minZoom` to `maxZoom`. */
export function tileRanges(bounds: Bounds, minZoom: number, maxZoom: number): TileRange[] {
  const ranges: TileRange[] = [];
  for (let z = minZoom; z <= maxZoom; z++) ranges.push(tileRange(bounds, z));
  return ranges;
}

/** Every tile of a range, row by row. */
export function* tilesOf(range: TileRange): Generator<{ z: number; x: number; y: number }> {
  for (let y = range.minY; y <= range.maxY; y++) {
    for (let x = range.minX; x <= range.maxX; x++) yield { z: range.z, x, y };
  }
}

/** A tile address in a `{z}/{x}/{y}` URL template. */
export const tileUrl = (template: string, tile: { z: number; x: number; y: number }) =>
  template.replace("{z}", String(tile.z)).replace("{x}", String(tile.x)).replace("{y}", String(tile.y));

/** Every tile URL of a plan's tile sets, as a pack downloads them. */
export function tileSetUrls(sets: readonly TileSet[]): string[] {
  return sets.flatMap((set) =>
    set.ranges.flatMap((range) => {
      const tiles: TileRange = { z: range.z, minX: range.min_x, maxX: range.max_x, minY: range.min_y, maxY: range.max_y };
      return [...tilesOf(tiles)].map((tile) => tileUrl(set.template, tile));
    }),
  );
}

/** Files a browser saving a pack downloads at a time: quick on a good connection, gentle on the server. */
export const PACK_PARALLEL_DOWNLOADS = 6;

/**
 * The deepest zoom, from `minZoom` up to `ceiling`, whose tiles (all zooms from `minZoom` on, at
 * `bytesPerTile` each) stay within `budgetBytes`; never below `minZoom`, so a pack always has a map.
 */
export function deepestZoomWithin(
  bounds: Bounds,
  {
    minZoom,
    ceiling,
    bytesPerTile,
    budgetBytes,
  }: { minZoom: number; ceiling: number; bytesPerTile: number; budgetBytes: number },
): number {
  let bytes = 0;
  let chosen = minZoom;
  for (let z = minZoom; z <= ceiling; z++) {
    bytes += tileCount(tileRange(bounds, z)) * bytesPerTile;
    if (bytes > budgetBytes) break;
    chosen = z;
  }
  return chosen;
}

/** A pack's guide, public-land and road tiles start at this zoom: below it the basemap alone reads well. */
export const PACK_LAYER_MIN_ZOOM = 8;
/** The tile layers a pack stores besides the basemap and the guide's own. */
export const PACK_OVERLAY_TEMPLATES = {
  "public-lands": "/tiles/public-lands/{z}/{x}/{y}.mvt",
  roads: "/tiles/roads/{z}/{x}/{y}.mvt",
} as const;
