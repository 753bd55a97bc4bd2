// Where the spatial work on imported lands and roads is done (ADR 0078): in PostGIS when the
// database has the extension, in the application otherwise (the embedded database), behind one
// interface whose answers are the same. Whether the extension is there is asked once per process:
// only a migration and a restart change it.
import booleanIntersects from "@turf/boolean-intersects";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import { eachOnce } from "../../../shared/each-once";
import { boundsOf, type LineGeometry } from "../../../shared/geo/geometry";
import type { Executor } from "../../db/client";
import { ROAD_TOLERANCE_METRES, roadsAlong } from "./roads-along";
import { createSpatialRepository, type PublicLandArea, type PublicLandName, type RoadCandidate } from "./spatial.repository";

export type SpatialEngine = "postgis" | "core";

const METRES_PER_DEGREE = 111_320;

const boxOf = (line: LineGeometry): Bbox => {
  const [[west, south], [east, north]] = boundsOf(line.coordinates);
  return { west, south, east, north };
};

/** Metres in degrees of longitude at the box's latitude furthest from the equator: a box pad that misses nothing. */
function degreesAcross(box: Bbox, metres: number): number {
  const latitude = Math.max(Math.abs(box.south), Math.abs(box.north));
  return metres / METRES_PER_DEGREE / Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
}

/** The road tolerance as a box pad. */
export const toleranceDegrees = (box: Bbox): number => degreesAcross(box, ROAD_TOLERANCE_METRES);

/** The box grown by `metres` on every side: what lies within that distance of anything in the box. */
export function paddedBy(box: Bbox, metres: number): Bbox {
  const degrees = degreesAcross(box, metres);
  return { west: box.west - degrees, south: box.south - degrees, east: box.east + degrees, north: box.north + degrees };
}

/** The box grown by the road tolerance on every side. */
export const withinTolerance = (box: Bbox): Bbox => paddedBy(box, ROAD_TOLERANCE_METRES);

export function createLandAndRoadSpatial(db: Executor) {
  const repository = createSpatialRepository(db);
  let probe: Promise<SpatialEngine> | null = null;

  function engine(): Promise<SpatialEngine> {
    if (probe === null) {
      const asked = repository.hasPostgis().then((present): SpatialEngine => (present ? "postgis" : "core"));
      // A probe that failed (the database away) is asked again next time.
      asked.catch(() => {
        if (probe === asked) probe = null;
      });
      probe = asked;
    }
    return probe;
  }

  async function crossedInApplication(line: LineGeometry): Promise<PublicLandArea[]> {
    const candidates = await repository.listPublicLandsInBox(boxOf(line));
    const guide = { type: "Feature" as const, geometry: line, properties: {} };
    return candidates.filter((land) => booleanIntersects(guide, { type: "Feature", geometry: land.geometry, properties: {} }));
  }

  return {
    engine,

    /**
     * The public lands the line crosses, by name, each once: PAD-US holds a national forest as many
     * parcels under one name, and a line may cross several of them.
     */
    async publicLandsCrossedBy(line: LineGeometry): Promise<PublicLandName[]> {
      const crossed =
        (await engine()) === "postgis"
          ? await repository.listPublicLandsCrossedByPostgis(line, false)
          : (await crossedInApplication(line)).map(({ agency, unit, name }) => ({ agency, unit, name }));
      return eachOnce(crossed, ({ agency, unit, name }) => JSON.stringify([agency, unit, name]));
    },

    /** The public lands the line crosses, with their outlines. */
    async publicLandAreasCrossedBy(line: LineGeometry): Promise<PublicLandArea[]> {
      if ((await engine()) === "postgis") return repository.listPublicLandsCrossedByPostgis(line, true);
      return crossedInApplication(line);
    },

    /** The imported roads the line drives along (roads-along.ts), from the roads near it. */
    async roadsDrivenBy(line: LineGeometry): Promise<RoadCandidate[]> {
      const box = boxOf(line);
      const candidates =
        (await engine()) === "postgis"
          ? await repository.listRoadsNearPostgis(line, ROAD_TOLERANCE_METRES, toleranceDegrees(box))
          : await repository.listRoadsInBox(box);
      return roadsAlong(line.coordinates, candidates);
    },
  };
}

export type LandAndRoadSpatial = ReturnType<typeof createLandAndRoadSpatial>;
