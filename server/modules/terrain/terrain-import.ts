// Imports a digital elevation model (a GeoTIFF in longitude and latitude: USGS 3DEP, SRTM, CDEM,
// INEGI's CEM) into the ground's cells (ADR 0086). The file is read a cell's window at a time, so
// memory stays the size of one cell however large the model is, and every cell is written in one
// transaction: a failed import changes nothing. Cells the file covers only in part keep the heights
// they had outside it, so the tiles of a national model may be imported one after the other.
import { basename } from "node:path";
import { fromFile, type GeoTIFFImage } from "geotiff";
import type { Database } from "../../db/client";
import { ImportError } from "../map/imports/import-error";
import {
  MAX_CELL_SAMPLES,
  TERRAIN_CELL_DEGREES,
  bilinear,
  cellFrom,
  cellId,
  heightInCell,
  type CellKey,
  type TerrainCell,
} from "./terrain-grid";
import { createTerrainRepository } from "./terrain.repository";

/** Geographic coordinate systems whose longitude and latitude are the map's to within a metre or two. */
const GEOGRAPHIC_SYSTEMS = new Map([
  [4326, "WGS 84"],
  [4269, "NAD83"],
]);
const MODEL_TYPE_GEOGRAPHIC = 2;
const RASTER_PIXEL_IS_POINT = 2;
/** Cells written per statement. */
const WRITE_BATCH = 25;

export interface TerrainImportProgress {
  processed: number;
  total: number;
}

export interface TerrainImportOptions {
  /** The model's name as the cells keep it; the file's name when not given. */
  source?: string;
  onProgress?: (progress: TerrainImportProgress) => void;
}

export interface TerrainImportResult {
  source: string;
  cells: number;
  samplesPerSide: number;
}

/** Where the model's pixels are: the centre of the first, and the step to the next, in degrees. */
interface PixelFrame {
  firstLongitude: number;
  firstLatitude: number;
  stepLongitude: number;
  stepLatitude: number;
  width: number;
  height: number;
  noData: number | null;
}

async function openModel(file: string): Promise<GeoTIFFImage> {
  try {
    return await (await fromFile(file)).getImage();
  } catch {
    throw new ImportError(`${basename(file)} is not a GeoTIFF file.`);
  }
}

function pixelFrameOf(image: GeoTIFFImage, file: string): PixelFrame {
  const keys = image.getGeoKeys();
  const system = keys?.GeographicTypeGeoKey as number | undefined;
  if (!keys || keys.GTModelTypeGeoKey !== MODEL_TYPE_GEOGRAPHIC || system === undefined || !GEOGRAPHIC_SYSTEMS.has(system)) {
    throw new ImportError(
      `${basename(file)} is not in longitude and latitude (EPSG:4326 or EPSG:4269). Reproject it first: gdalwarp -t_srs EPSG:4326 in.tif out.tif.`,
    );
  }
  const [originLongitude, originLatitude] = image.getOrigin() as [number, number];
  const [stepLongitude, stepLatitude] = image.getResolution() as [number, number];
  // An area pixel's origin is its north-west corner; a point pixel's is its centre.
  const toCentre = keys.GTRasterTypeGeoKey === RASTER_PIXEL_IS_POINT ? 0 : 0.5;
  return {
    firstLongitude: originLongitude + stepLongitude * toCentre,
    firstLatitude: originLatitude + stepLatitude * toCentre,
    stepLongitude,
    stepLatitude,
    width: image.getWidth(),
    height: image.getHeight(),
    noData: image.getGDALNoData(),
  };
}

/** Samples per side of a cell for the model's resolution: as fine as the model, at most 1 arc-second. */
const samplesFor = (frame: PixelFrame) =>
  Math.min(MAX_CELL_SAMPLES, Math.max(2, Math.round(TERRAIN_CELL_DEGREES / Math.abs(frame.stepLongitude)) + 1));

/** A place counted in cells, put on the cell's edge when it is within rounding of one (120.3 / 0.1 is 1202.9999999999998). */
const onCellEdge = (cells: number) => (Math.abs(cells - Math.round(cells)) < 1e-6 ? Math.round(cells) : cells);

/** Every cell the model touches, west to east and north to south. */
function cellsCovered(frame: PixelFrame): CellKey[] {
  const edges = (first: number, step: number, count: number) => {
    const ends = [first - step / 2, first + step * (count - 0.5)];
    return [Math.min(...ends), Math.max(...ends)].map((degrees) => onCellEdge(degrees / TERRAIN_CELL_DEGREES));
  };
  const [west, east] = edges(frame.firstLongitude, frame.stepLongitude, frame.width) as [number, number];
  const [south, north] = edges(frame.firstLatitude, frame.stepLatitude, frame.height) as [number, number];
  const keys: CellKey[] = [];
  for (let y = Math.ceil(north) - 1; y >= Math.floor(south); y -= 1) {
    for (let x = Math.floor(west); x < Math.ceil(east); x += 1) keys.push({ x, y });
  }
  return keys;
}

/**
 * The model's height at a position of the cell, between its four nearest pixels; null outside the
 * model or where its pixels hold no data.
 */
async function modelHeightsOfCell(image: GeoTIFFImage, frame: PixelFrame, key: CellKey) {
  const column = (longitude: number) => (longitude - frame.firstLongitude) / frame.stepLongitude;
  const row = (latitude: number) => (latitude - frame.firstLatitude) / frame.stepLatitude;
  const edges = [key.x, key.x + 1].map((x) => column(x * TERRAIN_CELL_DEGREES));
  const rows = [key.y, key.y + 1].map((y) => row(y * TERRAIN_CELL_DEGREES));
  const left = Math.max(0, Math.floor(Math.min(...edges)));
  const top = Math.max(0, Math.floor(Math.min(...rows)));
  const right = Math.min(frame.width, Math.ceil(Math.max(...edges)) + 1);
  const bottom = Math.min(frame.height, Math.ceil(Math.max(...rows)) + 1);
  const pixels = (await image.readRasters({
    window: [left, top, right, bottom],
    samples: [0],
    interleave: true,
  })) as ArrayLike<number>;
  const windowWidth = right - left;
  const pixelAt = (c: number, r: number) => {
    const value = pixels[(r - top) * windowWidth + (c - left)]!;
    return value === frame.noData || !Number.isFinite(value) ? null : value;
  };
  return (longitude: number, latitude: number): number | null => {
    const across = column(longitude);
    const down = row(latitude);
    if (across < -0.5 || down < -0.5 || across > frame.width - 0.5 || down > frame.height - 0.5) return null;
    const c = Math.min(Math.max(left, Math.floor(across)), right - 1);
    const r = Math.min(Math.max(top, Math.floor(down)), bottom - 1);
    const east = Math.min(1, Math.max(0, across - c));
    const south = Math.min(1, Math.max(0, down - r));
    return bilinear(east, south, (dc, dr) => (c + dc < right && r + dr < bottom ? pixelAt(c + dc, r + dr) : null));
  };
}

export async function importTerrain(
  db: Database,
  file: string,
  options: TerrainImportOptions = {},
): Promise<TerrainImportResult> {
  const image = await openModel(file);
  const frame = pixelFrameOf(image, file);
  const samples = samplesFor(frame);
  const keys = cellsCovered(frame);
  const source = options.source ?? basename(file);
  await db.transaction(async (tx) => {
    const terrain = createTerrainRepository(tx);
    for (let start = 0; start < keys.length; start += WRITE_BATCH) {
      const batch = keys.slice(start, start + WRITE_BATCH);
      const stored = new Map((await terrain.cells(batch)).map((cell) => [cellId(cell), cell]));
      const cells: TerrainCell[] = [];
      for (const key of batch) {
        const modelHeightAt = await modelHeightsOfCell(image, frame, key);
        const before = stored.get(cellId(key));
        cells.push(
          cellFrom(key, samples, (longitude, latitude) => {
            const height = modelHeightAt(longitude, latitude);
            return height ?? (before ? heightInCell(before, longitude, latitude) : null);
          }),
        );
      }
      await terrain.writeCells(cells, source);
      options.onProgress?.({ processed: start + batch.length, total: keys.length });
    }
  });
  return { source, cells: keys.length, samplesPerSide: samples };
}
