// A tile request's address, checked: /tiles/{layer}/{z}/{x}/{y}.mvt with z 0-16 and x, y inside the grid.
import { MAP_LAYERS, type MapLayer } from "../../../db/schema";
import type { UnitBox } from "../band-geometry";

export const MAX_TILE_ZOOM = 16;

export interface TileAddress {
  layer: MapLayer;
  z: number;
  x: number;
  y: number;
}

export type TileAddressProblem = { status: 400 | 404; detail: string };

const isMapLayer = (value: string): value is MapLayer => (MAP_LAYERS as readonly string[]).includes(value);
const INTEGER = /^(0|[1-9]\d{0,5})$/;

/** The address, or why it is refused: an unknown layer is 404, a malformed or out-of-range number 400. */
export function parseTileAddress(parts: {
  layer: string;
  z: string;
  x: string;
  y: string;
}): { address: TileAddress } | { problem: TileAddressProblem } {
  if (!isMapLayer(parts.layer)) {
    return { problem: { status: 404, detail: `No map layer "${parts.layer}". Layers: ${MAP_LAYERS.join(", ")}.` } };
  }
  const position = parseTilePosition(parts, MAX_TILE_ZOOM);
  return "problem" in position ? position : { address: { layer: parts.layer, ...position.position } };
}

/** A tile's z, x and y, or why they are refused (400): not whole numbers, z past `maxZoom`, x or y off the grid. */
export function parseTilePosition(
  parts: { z: string; x: string; y: string },
  maxZoom: number,
): { position: Omit<TileAddress, "layer"> } | { problem: TileAddressProblem } {
  if (![parts.z, parts.x, parts.y].every((part) => INTEGER.test(part))) {
    return { problem: { status: 400, detail: "Tile z, x and y must be whole numbers." } };
  }
  const [z, x, y] = [Number(parts.z), Number(parts.x), Number(parts.y)];
  if (z > maxZoom) return { problem: { status: 400, detail: `Tile zoom must be 0 to ${maxZoom}.` } };
  const size = 2 ** z;
  if (x >= size || y >= size) {
    return { problem: { status: 400, detail: `At zoom ${z}, tile x and y must be 0 to ${size - 1}.` } };
  }
  return { position: { z, x, y } };
}

/** The tile's square in unit-square coordinates, grown by a buffer given as a share of the tile. */
export function tileBox({ z, x, y }: Pick<TileAddress, "z" | "x" | "y">, bufferShare: number): UnitBox {
  const size = 1 / 2 ** z;
  const buffer = size * bufferShare;
  return [x * size - buffer, y * size - buffer, (x + 1) * size + buffer, (y + 1) * size + buffer];
}
