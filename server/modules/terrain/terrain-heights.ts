// The ground's height under each of a line's positions, from the imported elevation model: null
// where no cell covers the position or the model has no height there.
import { cellId, cellKeyOf, heightInCell, type CellKey } from "./terrain-grid";
import type { TerrainRepository } from "./terrain.repository";

export async function groundHeightsAt(
  terrain: Pick<TerrainRepository, "cells">,
  positions: readonly (readonly [number, number, ...number[]])[],
): Promise<(number | null)[]> {
  const keys = new Map<string, CellKey>();
  for (const [longitude, latitude] of positions) {
    const key = cellKeyOf(longitude, latitude);
    keys.set(cellId(key), key);
  }
  const cells = new Map((await terrain.cells([...keys.values()])).map((cell) => [cellId(cell), cell]));
  return positions.map(([longitude, latitude]) => {
    const cell = cells.get(cellId(cellKeyOf(longitude, latitude)));
    return cell ? heightInCell(cell, longitude, latitude) : null;
  });
}
