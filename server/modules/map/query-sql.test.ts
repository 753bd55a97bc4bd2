// The SQL of the tile, map and search queries, as each repository sends it, snapshotted: a change
// to an index's match (layer and band as literals), a filter, the paywall's conditions or the order
// shows in review as the statement that changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAP_FILTERS, type MapFilters } from "../../../shared/domain/map-filters";
import { recordingDatabase, type RecordedStatement } from "../../../tests/setup/recorded-sql";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createSearchRepository } from "../search/search.repository";
import { createMapRepository } from "./map.repository";
import { createMapFeaturesRepository } from "./map-features.repository";
import { LAND_AND_ROAD_ENCODING } from "./tiles/tiles.service";

const BOX = { west: -110, south: 38, east: -109, north: 39 };
const UNIT_BOX = [0.19, 0.38, 0.2, 0.39] as const;
const ALL_CONCERNS = { seesEveryConcern: true, rulingOut: [] };

let t: TestApp;
let recorded: ReturnType<typeof recordingDatabase>;

beforeAll(async () => {
  t = await createTestApp();
  recorded = recordingDatabase(t.db);
});

afterAll(async () => {
  await t.close();
});

/** The statements `run` sends, whether or not the database can run them. */
async function statementsOf(run: () => Promise<unknown>): Promise<RecordedStatement[]> {
  recorded.take();
  await run();
  return recorded.take();
}

describe("tile queries", () => {
  const features = () => createMapFeaturesRepository(recorded.db);

  it("reads one band of a line layer in the tile's box, the band and layer written as literals", async () => {
    expect(await statementsOf(() => features().listInBox("trails", 2, [...UNIT_BOX]))).toMatchSnapshot();
  });

  it("reads only preview lines for a reader who has not paid", async () => {
    expect(await statementsOf(() => features().listInBox("trails", 2, [...UNIT_BOX], { previewOnly: true }))).toMatchSnapshot();
  });

  it("reads every trailhead for clustering", async () => {
    expect(await statementsOf(() => features().listLayer("trailheads"))).toMatchSnapshot();
  });

  it("encodes a land tile with ST_AsMVT and reads the layer's version in the same statement", async () => {
    // The embedded database has no PostGIS: the statement is recorded as it goes out either way.
    const statements = await statementsOf(() =>
      features()
        .encodePostgisTileWithVersion("public-lands", 1, { z: 7, x: 24, y: 49 }, LAND_AND_ROAD_ENCODING)
        .catch(() => null),
    );
    expect(statements).toMatchSnapshot();
  });
});

describe("map queries", () => {
  const map = () => createMapRepository(recorded.db);

  it("lists the guides whose trailhead or park point is in the box, with the default filters", async () => {
    expect(await statementsOf(() => map().listGuidesInBox(BOX, DEFAULT_MAP_FILTERS, 50, ALL_CONCERNS))).toMatchSnapshot();
  });

  it("filters trails by difficulty, length, concerns and rig, and leaves out scout routes and parks that lack them", async () => {
    const filters: MapFilters = {
      ...DEFAULT_MAP_FILTERS,
      difficulty: [3, 7],
      minLengthMiles: 5,
      concerns: ["Mud"],
      fitsMyRig: true,
      state: "UT",
    };
    const access = { seesEveryConcern: false, rulingOut: ["Width", "Height"] };
    expect(await statementsOf(() => map().listGuidesInBox(BOX, filters, 50, access))).toMatchSnapshot();
  });
});

describe("search queries", () => {
  const search = () => createSearchRepository(recorded.db);
  // Past the last result on any data: the count is then read by a statement of its own, every time.
  const window = { limit: 20, offset: 100_000 };

  it("matches every word in the public text, typos corrected, best first", async () => {
    const statements = await statementsOf(() =>
      search().search(["moab", "rim"], { state: "UT" }, { sort: "relevance", text: "public" }, window),
    );
    expect(statements).toMatchSnapshot();
  });

  it("ranks partial matches by the words they hold and a difficulty band first", async () => {
    const statements = await statementsOf(() =>
      search().search(
        ["shelf", "road"],
        { type: "trails", "difficulty-min": 4 },
        { sort: "relevance", text: "full", words: "any", difficulty: { min: 4, max: 6 } },
        window,
      ),
    );
    expect(statements).toMatchSnapshot();
  });

  it("sorts by rating with no words, and leaves out trails that do not fit the rig", async () => {
    const statements = await statementsOf(() =>
      search().search([], { rulingOut: ["Width"] }, { sort: "rating", text: "public" }, window),
    );
    expect(statements).toMatchSnapshot();
  });

  it("completes typed words from the word counts", async () => {
    expect(await statementsOf(() => search().autocomplete(["ouray", "eng"], 8))).toMatchSnapshot();
  });

  it("counts results per content type and per state", async () => {
    expect(await statementsOf(() => search().facets(["canyon"], { state: "CO" }, { text: "public" }))).toMatchSnapshot();
  });
});
