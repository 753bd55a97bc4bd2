// Fixtures for list tests: ORV parks (the guide kind the guide factories lack) and lists with items
// written straight to the database, for limits that would take hundreds of requests to reach.
import { listItems, lists, orvParks } from "../../server/db/schema";
import type { Executor } from "../../server/db/client";
import { FIXTURE_ORIGIN, stateIdFor } from "./guides";

let sequence = 0;
const next = () => ++sequence;

export async function insertOrvPark(db: Executor, values: Partial<typeof orvParks.$inferInsert> = {}) {
  const n = next();
  const [park] = await db
    .insert(orvParks)
    .values({
      title: `Fixture ORV Park ${n}`,
      slug: `fixture-orv-park-${n}`,
      stateId: values.stateId ?? (await stateIdFor(db)),
      nearestTownName: "Moab",
      latitude: FIXTURE_ORIGIN.latitude,
      longitude: FIXTURE_ORIGIN.longitude,
      acreage: 1200,
      trailMiles: 40,
      descriptionHtml: "<p>Dunes and whoops.</p>",
      published: true,
      ...values,
    })
    .returning();
  return park!;
}

export async function insertList(db: Executor, ownerId: number, values: Partial<typeof lists.$inferInsert> = {}) {
  const [list] = await db
    .insert(lists)
    .values({ ownerId, name: `Fixture list ${next()}`, ...values })
    .returning();
  return list!;
}

/** Items pointing at the given trails, in that order, for filling a list to its limit. */
export async function insertTrailItems(db: Executor, listId: number, trailIds: number[]) {
  if (trailIds.length === 0) return;
  await db.insert(listItems).values(trailIds.map((trailId, position) => ({ listId, trailId, position })));
}
