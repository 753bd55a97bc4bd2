// SQL behind the trip planner: the imported roads the network is built from, page by page, the
// roads a found route drives, for its line and its list of roads, and the published trails near it.
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import type { Executor } from "../../db/client";
import { roads, states, trails } from "../../db/schema";
import { guideBoundsMeet } from "../map/guide-surroundings.repository";
import { degreeBox } from "../map/spatial.repository";
import type { NetworkRoad } from "./road-network";

const NETWORK_PAGE_SIZE = 5_000;

const networkColumns = {
  id: roads.id,
  roadClass: roads.roadClass,
  surface: roads.surface,
  designation: roads.designation,
  geometry: roads.geometry,
};

export function createRoutePlansRepository(db: Executor) {
  return {
    /** Every imported road, a page at a time in id order, so the whole set is never held at once. */
    async *networkRoads(): AsyncGenerator<NetworkRoad[]> {
      for (let afterId = 0; ;) {
        const page = await db
          .select(networkColumns)
          .from(roads)
          .where(gt(roads.id, afterId))
          .orderBy(asc(roads.id))
          .limit(NETWORK_PAGE_SIZE);
        if (page.length === 0) return;
        yield page;
        afterId = page[page.length - 1]!.id;
      }
    },

    /** The roads of a route, with their names, for its line and its list. */
    roadsByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ ...networkColumns, name: roads.name })
        .from(roads)
        .where(inArray(roads.id, [...ids]));
    },

    /** Roads whose box meets the box, for the nearest road point to a plan's point. */
    roadsInBox(box: Bbox) {
      return db
        .select({ id: roads.id, geometry: roads.geometry })
        .from(roads)
        .where(sql`${roads.bbox} && ${degreeBox(box)}::box`)
        .orderBy(asc(roads.id));
    },

    /** Published trails whose line's box meets the box, with their lines and points of concern. */
    publishedTrailsMeeting(box: Bbox) {
      return db
        .select({
          id: trails.id,
          title: trails.title,
          slug: trails.slug,
          countryCode: states.countryCode,
          stateSlug: states.slug,
          pointsOfConcern: trails.pointsOfConcern,
          geometry: trails.geojson,
        })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .where(and(eq(trails.published, true), guideBoundsMeet(trails, box)))
        .orderBy(asc(trails.id));
    },
  };
}
