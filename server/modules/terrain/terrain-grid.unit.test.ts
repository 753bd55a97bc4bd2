import { describe, expect, it } from "vitest";
import {
  NO_HEIGHT,
  cellFrom,
  cellKeyOf,
  decodeHeights,
  encodeHeights,
  heightInCell,
  samplePosition,
  sampleOf,
} from "./terrain-grid";

describe("the ground's cells", () => {
  it("puts a position in the cell of a tenth of a degree south-west of it, edges going east and north", () => {
    expect(cellKeyOf(-105.25, 39.75)).toEqual({ x: -1053, y: 397 });
    expect(cellKeyOf(-105.3, 39.7)).toEqual({ x: -1053, y: 397 });
    expect(cellKeyOf(0.05, -0.05)).toEqual({ x: 0, y: -1 });
  });

  it("runs a cell's grid from its north-west corner to its south-east corner", () => {
    const cell = { x: -1053, y: 397, samples: 11 };
    expect(samplePosition(cell, 0, 0)).toEqual([-105.3, 39.8]);
    const [east, south] = samplePosition(cell, 10, 10);
    expect(east).toBeCloseTo(-105.2, 9);
    expect(south).toBeCloseTo(39.7, 9);
  });

  it("reads a height between samples as the slope between them, and the samples themselves exactly", () => {
    // A plane rising 1 m per 0.001 degree eastwards and 2 m per 0.001 degree northwards.
    const plane = (longitude: number, latitude: number) => 1000 + (longitude + 105.3) * 1000 + (latitude - 39.7) * 2000;
    const cell = cellFrom({ x: -1053, y: 397 }, 101, plane);
    expect(heightInCell(cell, -105.3, 39.8)).toBe(1200);
    expect(heightInCell(cell, -105.25, 39.75)).toBeCloseTo(plane(-105.25, 39.75), 0);
    expect(heightInCell(cell, -105.2005, 39.7003)).toBeCloseTo(plane(-105.2005, 39.7003), 0);
  });

  it("leaves out samples without a height, and has none where all four lack one", () => {
    const cell = cellFrom({ x: 0, y: 0 }, 2, (longitude) => (longitude === 0 ? 100 : null));
    expect([...cell.heights]).toEqual([100, NO_HEIGHT, 100, NO_HEIGHT]);
    expect(heightInCell(cell, 0.05, 0.05)).toBe(100);
    expect(
      heightInCell(
        cellFrom({ x: 0, y: 0 }, 2, () => null),
        0.05,
        0.05,
      ),
    ).toBeNull();
  });

  it("stores heights as whole metres, 16 bits each, and reads back what it stored", () => {
    expect([sampleOf(1234.6), sampleOf(-86.2), sampleOf(null), sampleOf(Number.NaN), sampleOf(99_999)]).toEqual([
      1235,
      -86,
      NO_HEIGHT,
      NO_HEIGHT,
      32767,
    ]);
    const heights = Int16Array.from([0, 4421, -86, NO_HEIGHT]);
    const stored = encodeHeights(heights);
    expect(stored.byteLength).toBe(8);
    expect(decodeHeights(stored)).toEqual(heights);
    // A buffer read from the database may start at an odd offset within a larger one.
    const shifted = new Uint8Array(9);
    shifted.set(stored, 1);
    expect(decodeHeights(shifted.subarray(1))).toEqual(heights);
  });
});
