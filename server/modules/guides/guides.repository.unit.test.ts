// The SQL of the nearest-preview search and the review list, snapshotted so a change to the
// distance formula, the filters or the paging shows in review.
import { afterAll, describe, expect, it } from "vitest";
import { openMemoryDatabase } from "../../db/client";
import { createGuidesRepository } from "./guides.repository";
import { createReviewsRepository } from "./reviews.repository";

const database = openMemoryDatabase();
const guides = createGuidesRepository(database.db);
const reviews = createReviewsRepository(database.db);

afterAll(() => database.close());

describe("guides repository SQL", () => {
  it("orders published preview trails by great-circle distance from a trailhead", () => {
    expect(
      guides.listClosestPreviewTrails({ latitude: 38.5, longitude: -109.5 }, { excludeTrailId: null, limit: 3 }).toSQL(),
    ).toMatchSnapshot();
  });

  it("leaves out the trail measured from", () => {
    expect(
      guides.listClosestPreviewTrails({ latitude: 38.5, longitude: -109.5 }, { excludeTrailId: 7, limit: 3 }).toSQL().params,
    ).toContain(7);
  });

  it("pages a scout route's reviews newest first", () => {
    expect(reviews.listReviews("scout-route", 12, { limit: 10, offset: 20 }).toSQL()).toMatchSnapshot();
  });
});
