// The ground cut into cells of a tenth of a degree (ADR 0086), each a square grid of heights whose
// first sample is the cell's north-west corner and whose last is its south-east corner, so that a
// position is read from its own cell alone. Pure: no I/O.

/** A cell's side, in degrees: about 11 km north to south. */
export const TERRAIN_CELL_DEGREES = 0.1;
/** Heights per side of a cell at most: one every 1 arc-second (about 30 m), a 3DEP or SRTM 1 grid. */
export const MAX_CELL_SAMPLES = 361;
/** A sample the elevation model has no height for (the sea, a hole in the survey). */
export const NO_HEIGHT = -32768;

/** A cell's place: x counts cells from the prime meridian eastwards, y from the equator northwards. */
export interface CellKey {
  x: number;
  y: number;
}

export interface TerrainCell extends CellKey {
  samples: number;
  /** samples × samples whole metres, row by row from the north, each row from the west. */
  heights: Int16Array;
}

/** Cells per degree, so that cell edges are exact integers after a multiplication. */
const CELLS_PER_DEGREE = Math.round(1 / TERRAIN_CELL_DEGREES);
/** Allows for a coordinate written as 105.3 being 105.29999999999998 once multiplied. */
const EDGE_TOLERANCE = 1e-9;

/** The cell a position lies in; a position on an edge belongs to the cell east or north of it. */
export function cellKeyOf(longitude: number, latitude: number): CellKey {
  return {
    x: Math.floor(longitude * CELLS_PER_DEGREE + EDGE_TOLERANCE),
    y: Math.floor(latitude * CELLS_PER_DEGREE + EDGE_TOLERANCE),
  };
}

export const cellId = ({ x, y }: CellKey) => `${x}:${y}`;

/** The cell's west and north edges and the distance between its samples, in degrees. */
function cellFrame({ x, y, samples }: Pick<TerrainCell, "x" | "y" | "samples">) {
  return { west: x / CELLS_PER_DEGREE, north: (y + 1) / CELLS_PER_DEGREE, step: TERRAIN_CELL_DEGREES / (samples - 1) };
}

/** The position of the sample in the column and row of a cell's grid. */
export function samplePosition(cell: Pick<TerrainCell, "x" | "y" | "samples">, column: number, row: number): [number, number] {
  const { west, north, step } = cellFrame(cell);
  return [west + column * step, north - row * step];
}

/**
 * The height at a position of the cell, drawn between the four samples around it (bilinear). Samples
 * without a height are left out and the others weighed again; null when none of the four has one.
 */
export function heightInCell(cell: TerrainCell, longitude: number, latitude: number): number | null {
  const { west, north, step } = cellFrame(cell);
  const last = cell.samples - 1;
  const across = Math.min(last, Math.max(0, (longitude - west) / step));
  const down = Math.min(last, Math.max(0, (north - latitude) / step));
  const column = Math.min(last - 1, Math.floor(across));
  const row = Math.min(last - 1, Math.floor(down));
  return bilinear(across - column, down - row, (dx, dy) => {
    const height = cell.heights[(row + dy) * cell.samples + column + dx]!;
    return height === NO_HEIGHT ? null : height;
  });
}

/**
 * The value at `east` and `south` (each 0 to 1) within the square of four known values, read by
 * `valueAt(dx, dy)` for the corners dx, dy in {0, 1}. Corners without a value (null) are left out
 * and the others weighed again; null when none of the weighed ones has one.
 */
export function bilinear(east: number, south: number, valueAt: (dx: 0 | 1, dy: 0 | 1) => number | null): number | null {
  let weighed = 0;
  let weights = 0;
  for (const [dx, dy, weight] of [
    [0, 0, (1 - east) * (1 - south)],
    [1, 0, east * (1 - south)],
    [0, 1, (1 - east) * south],
    [1, 1, east * south],
  ] as const) {
    if (weight === 0) continue;
    const value = valueAt(dx, dy);
    if (value === null) continue;
    weighed += value * weight;
    weights += weight;
  }
  return weights === 0 ? null : weighed / weights;
}

/** The heights as stored: signed 16-bit little-endian. */
export function encodeHeights(heights: Int16Array): Uint8Array {
  const bytes = new Uint8Array(heights.length * 2);
  const view = new DataView(bytes.buffer);
  heights.forEach((height, index) => view.setInt16(index * 2, height, true));
  return bytes;
}

export function decodeHeights(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int16Array.from({ length: bytes.byteLength / 2 }, (_, index) => view.getInt16(index * 2, true));
}

/** A height as a sample holds it: whole metres, or NO_HEIGHT. */
export const sampleOf = (height: number | null): number =>
  height === null || !Number.isFinite(height) ? NO_HEIGHT : Math.max(-32767, Math.min(32767, Math.round(height)));

/** A cell's grid with every sample from `heightAt`, which answers null where it knows none. */
export function cellFrom(
  key: CellKey,
  samples: number,
  heightAt: (longitude: number, latitude: number) => number | null,
): TerrainCell {
  const heights = new Int16Array(samples * samples);
  for (let row = 0; row < samples; row += 1) {
    for (let column = 0; column < samples; column += 1) {
      heights[row * samples + column] = sampleOf(heightAt(...samplePosition({ ...key, samples }, column, row)));
    }
  }
  return { ...key, samples, heights };
}
