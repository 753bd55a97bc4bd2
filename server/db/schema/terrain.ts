// The ground's heights (ADR 0086), imported from a digital elevation model by the operator and read
// by the trip planner for a route's profile on roads, which carry none. The ground is cut into cells
// of a tenth of a degree; each row holds one cell's grid of heights.
import { integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bytes } from "./map";

export const terrainCells = pgTable(
  "terrain_cells",
  {
    /** floor(west longitude / cell size): the cell's place from west to east. */
    x: integer("x").notNull(),
    /** floor(south latitude / cell size): the cell's place from south to north. */
    y: integer("y").notNull(),
    /** Heights per side of the grid, which runs from the cell's north-west corner to its south-east one. */
    samples: smallint("samples").notNull(),
    /** samples × samples heights in whole metres, signed 16-bit little-endian, row by row from the north. */
    heights: bytes("heights").notNull(),
    /** The elevation model the cell was last written from, as the operator named it. */
    source: text("source").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.x, table.y] })],
);
