// Elevation models as the terrain importer reads them: GeoTIFF files written here, from a height
// function, so a test knows the ground's height at every position.
import { writeArrayBuffer } from "geotiff";
import { withTemporaryFile } from "./map";

export interface ElevationModel {
  /** The north-west corner of the first pixel, in degrees. */
  west: number;
  north: number;
  /** A pixel's side, in degrees. */
  step: number;
  width: number;
  height: number;
  /** Metres at a pixel's centre, or null for the model's no-data value. */
  heightAt: (longitude: number, latitude: number) => number | null;
  /** EPSG code of a geographic system, or "projected" for a model in a projection (UTM 13N). */
  system?: number | "projected";
}

const NO_DATA = -9999;

/** The model as a single-band Float32 GeoTIFF with its georeference and no-data value. */
export function elevationModelBytes({ west, north, step, width, height, heightAt, system = 4326 }: ElevationModel): Uint8Array {
  const values = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      values[row * width + column] = heightAt(west + (column + 0.5) * step, north - (row + 0.5) * step) ?? NO_DATA;
    }
  }
  const georeference =
    system === "projected"
      ? { GTModelTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32613 }
      : { GTModelTypeGeoKey: 2, GeographicTypeGeoKey: system };
  return new Uint8Array(
    writeArrayBuffer(values, {
      width,
      height,
      ModelPixelScale: [step, step, 0],
      ModelTiepoint: [0, 0, 0, west, north, 0],
      GTRasterTypeGeoKey: 1,
      GDAL_NODATA: String(NO_DATA),
      ...georeference,
    }),
  );
}

/** The model written to a GeoTIFF file while `readIt` runs. */
export const withElevationModel = <T>(model: ElevationModel, readIt: (file: string) => Promise<T>): Promise<T> =>
  withTemporaryFile("model.tif", elevationModelBytes(model), readIt);
