// SQL of the spatial questions about imported lands and roads (ADR 0078), in both forms: PostGIS's
// geometry columns where the database has the extension, core boxes (GiST on `box`) elsewhere.
import { asc, sql } from "drizzle-orm";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import type { LineGeometry } from "../../../shared/geo/geometry";
import type { Executor } from "../../db/client";
import { publicLands, roads, type MapGeometry, type RoadDesignation } from "../../db/schema";
import { selectRows } from "../../db/select-rows";
import { boxLiteral } from "./band-geometry";

export interface PublicLandName {
  agency: string;
  unit: string;
  name: string;
}

export interface PublicLandArea extends PublicLandName {
  geometry: MapGeometry;
}

export interface RoadCandidate {
  name: string;
  roadClass: string;
  surface: string;
  designation: RoadDesignation;
  geometry: MapGeometry;
}

/** A box in degrees as the `box` columns of lands and roads hold it. */
export const degreeBox = (box: Bbox) => boxLiteral([box.west, box.south, box.east, box.north]);
const lineGeometry = (line: LineGeometry) => sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(line)}), 4326)`;

export function createSpatialRepository(db: Executor) {
  return {
    async hasPostgis(): Promise<boolean> {
      const [row] = await selectRows<{ present: boolean }>(
        db,
        sql`select exists (select 1 from pg_extension where extname = 'postgis') as present`,
      );
      return row?.present === true;
    },

    /** Lands whose box meets the box: the candidates the application tests itself. */
    listPublicLandsInBox(box: Bbox): Promise<PublicLandArea[]> {
      return db
        .select({ agency: publicLands.agency, unit: publicLands.unit, name: publicLands.name, geometry: publicLands.geometry })
        .from(publicLands)
        .where(sql`${publicLands.bbox} && ${degreeBox(box)}::box`)
        .orderBy(asc(publicLands.agency), asc(publicLands.unit), asc(publicLands.name));
    },

    /** Lands the line truly crosses, through the geometry index; their outlines only when asked (they can be megabytes). */
    listPublicLandsCrossedByPostgis<WithOutlines extends boolean>(
      line: LineGeometry,
      withOutlines: WithOutlines,
    ): Promise<(WithOutlines extends true ? PublicLandArea : PublicLandName)[]> {
      return selectRows(
        db,
        sql`with guide as (select ${lineGeometry(line)} as line)
          select l.agency, l.unit, l.name${withOutlines ? sql`, l.geometry` : sql``} from public_lands l, guide
          where ST_Intersects(l.geom, guide.line)
          order by l.agency, l.unit, l.name`,
      );
    },

    /** Roads whose box meets the box. */
    listRoadsInBox(box: Bbox): Promise<RoadCandidate[]> {
      return db
        .select({
          name: roads.name,
          roadClass: roads.roadClass,
          surface: roads.surface,
          designation: roads.designation,
          geometry: roads.geometry,
        })
        .from(roads)
        .where(sql`${roads.bbox} && ${degreeBox(box)}::box`)
        .orderBy(asc(roads.name), asc(roads.id));
    },

    /** Roads that come within `metres` of the line somewhere: the box index first, then the distance on the sphere. */
    listRoadsNearPostgis(line: LineGeometry, metres: number, padDegrees: number): Promise<RoadCandidate[]> {
      return selectRows(
        db,
        sql`with guide as (select ${lineGeometry(line)} as line)
          select r.name, r.class as "roadClass", r.surface, r.designation, r.geometry from roads r, guide
          where r.geom && ST_Expand(guide.line, ${padDegrees})
            and ST_DWithin(r.geom::geography, guide.line::geography, ${metres})
          order by r.name, r.id`,
      );
    },
  };
}
