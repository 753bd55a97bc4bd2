// The great-circle distance in SQL (the haversine formula, on turf's sphere, as shared/geo measures), for
// queries that sort or filter by distance on columns of latitude and longitude.
import { earthRadius } from "@turf/helpers";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A latitude or longitude in degrees: a number, a column or an expression. */
type Degrees = number | AnyColumn | SQL;

interface SqlPoint {
  latitude: Degrees;
  longitude: Degrees;
}

/** A number goes in as a parameter, which needs its type; a column or an expression has one. */
const radians = (degrees: Degrees) =>
  typeof degrees === "number" ? sql`radians(${degrees}::double precision)` : sql`radians(${degrees})`;

/** Metres between two points along the earth's surface. */
export function greatCircleMetres(from: SqlPoint, to: SqlPoint): SQL<number> {
  const [fromLat, fromLng, toLat, toLng] = [from.latitude, from.longitude, to.latitude, to.longitude].map(radians);
  return sql<number>`2 * ${earthRadius}::double precision * asin(least(1, sqrt(
    power(sin((${toLat} - ${fromLat}) / 2), 2) + cos(${fromLat}) * cos(${toLat}) * power(sin((${toLng} - ${fromLng}) / 2), 2)
  )))`.mapWith(Number);
}
