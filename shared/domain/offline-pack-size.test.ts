import { describe, expect, it } from "vitest";
import { estimatePackBytes, STORED_FILE_OVERHEAD_BYTES, storedFileBytes } from "./offline-pack-size";

/** A guide's page, scripts and photos: the same in both levels (about 4.7 MB). */
const PAYLOAD = [
  { count: 5, averageBytes: 40_000 },
  { count: 120, averageBytes: 30_000 },
  { count: 6, averageBytes: 200_000 },
];
/** Deep-zoom tiles of a quiet area: most hold next to nothing. */
const EMPTY_TILE_BYTES = 15;

describe("offline pack size", () => {
  it("counts a tile's entry as well as its body, so ten times the tiles estimate ten times the tiles' bytes", () => {
    const payload = estimatePackBytes(PAYLOAD);
    const standard = estimatePackBytes([...PAYLOAD, { count: 178, averageBytes: EMPTY_TILE_BYTES }]);
    const detailed = estimatePackBytes([...PAYLOAD, { count: 1_792, averageBytes: EMPTY_TILE_BYTES }]);

    expect(standard - payload).toBe(178 * (EMPTY_TILE_BYTES + STORED_FILE_OVERHEAD_BYTES));
    expect((detailed - payload) / (standard - payload)).toBeCloseTo(1_792 / 178, 5);
    // Not 4.8 MB against 4.9 MB: the 1,614 more files take about 2.1 MB more.
    expect(detailed - standard).toBeGreaterThan(2_000_000);
  });

  it("adds each group's files at their average, per zoom and per source", () => {
    const groups = [
      { count: 1, averageBytes: 65_000 }, // basemap, zoom 0
      { count: 30, averageBytes: 437.5 }, // guide line, zoom 13
      { count: 418, averageBytes: 15 }, // roads, zoom 15
    ];
    expect(estimatePackBytes(groups)).toBe(storedFileBytes(65_000) + 30 * storedFileBytes(437.5) + 418 * storedFileBytes(15));
    expect(estimatePackBytes([])).toBe(0);
  });
});
