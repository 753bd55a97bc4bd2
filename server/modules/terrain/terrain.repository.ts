// SQL of the ground's heights: the cells a set of positions lies in, and a cell written over.
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bytesViaBase64 } from "../../db/bytes-as-base64";
import { terrainCells } from "../../db/schema";
import { decodeHeights, encodeHeights, type CellKey, type TerrainCell } from "./terrain-grid";

export function createTerrainRepository(db: Executor) {
  return {
    /** The stored cells among the keys; a key without a row has no heights. */
    async cells(keys: readonly CellKey[]): Promise<TerrainCell[]> {
      if (keys.length === 0) return [];
      const wanted = sql.join(
        keys.map(({ x, y }) => sql`(${x}::integer, ${y}::integer)`),
        sql`, `,
      );
      const rows = await db
        .select({
          x: terrainCells.x,
          y: terrainCells.y,
          samples: terrainCells.samples,
          heights: bytesViaBase64(terrainCells.heights),
        })
        .from(terrainCells)
        .where(sql`(${terrainCells.x}, ${terrainCells.y}) IN (${wanted})`);
      return rows.map((row) => ({ ...row, heights: decodeHeights(row.heights!) }));
    },

    /** Writes the cells over whatever the keys held, naming the elevation model they come from. */
    async writeCells(cells: readonly TerrainCell[], source: string): Promise<void> {
      if (cells.length === 0) return;
      await db
        .insert(terrainCells)
        .values(cells.map(({ x, y, samples, heights }) => ({ x, y, samples, heights: encodeHeights(heights), source })))
        .onConflictDoUpdate({
          target: [terrainCells.x, terrainCells.y],
          set: {
            samples: sql`excluded.samples`,
            heights: sql`excluded.heights`,
            source: sql`excluded.source`,
            importedAt: sql`now()`,
          },
        });
    },
  };
}

export type TerrainRepository = ReturnType<typeof createTerrainRepository>;
