// POST /api/v2/route-plans/ (ADR 0083): routes on imported MVUM roads open to the vehicle class on
// every day of the trip, the blocking road when there is none, and All-Access only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReader, insertTrail } from "../../../tests/factories/guides";
import { withGeoJsonFile } from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import type { NoLegalRoute, RoutePlan } from "../../../shared/contracts/route-plans.contract";
import { distanceMetres, lineLengthMetres } from "../../../shared/geo/geometry";
import { importPublicLands, importRoads } from "../map/imports/geojson-import";
import { importTerrain } from "../terrain/terrain-import";
import { withElevationModel } from "../../../tests/factories/terrain";

// A small network in the South Pacific, far from every other test's data: from the Gate, a short
// road open to passenger vehicles in summer and a longer one open all year (by the Bend) both reach the Fork;
// from the Fork, a trail open to ATVs and motorcycles only reaches the Lake.
const GATE: [number, number] = [-151, -42];
const FORK: [number, number] = [-150.95, -42];
const BEND: [number, number] = [-150.975, -41.96];
const LAKE: [number, number] = [-150.93, -42];
const PASS: [number, number] = [-150.95, -42.03];
const SPUR: [number, number] = [-151, -42.02];

function mvumRoad(name: string, coordinates: [number, number][], open: Record<string, string>) {
  const properties: Record<string, string> = {
    NAME: name,
    SYMBOL_NAME: "Road, Open to All Vehicles",
    SURFACETYPE: "AGG - CRUSHED AGGREGATE OR GRAVEL",
  };
  for (const [field, dates] of Object.entries(open)) {
    properties[field] = "open";
    properties[`${field}_datesopen`] = dates;
  }
  return { type: "Feature", geometry: { type: "LineString", coordinates }, properties };
}

let t: TestApp;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  member = (await insertReader(t.db, t.services, { subscribed: true })).headers;
  const network = [
    mvumRoad("Summer Cutoff", [GATE, FORK], { passengervehicle: "05/15-10/31" }),
    // Two segments meeting at the Bend, as MVUM cuts roads at junctions.
    mvumRoad("Long Way Road", [GATE, BEND], { passengervehicle: "01/01-12/31", highclearancevehicle: "01/01-12/31" }),
    mvumRoad("Long Way Road", [BEND, FORK], { passengervehicle: "01/01-12/31", highclearancevehicle: "01/01-12/31" }),
    mvumRoad("Narrow Lake Trail", [FORK, LAKE], { atv: "01/01-12/31", motorcycle: "01/01-12/31" }),
    // The only way to the Pass, open in summer; the Spur has no designation at all.
    mvumRoad("Pass Road", [FORK, PASS], { passengervehicle: "06/01-09/30" }),
    mvumRoad("Old Spur", [GATE, SPUR], {}),
  ];
  await withGeoJsonFile("network.geojson", { type: "FeatureCollection", features: network }, (file) =>
    importRoads(t.db, file, { source: "route-plans-network" }),
  );
  // A forest round the Gate and the Bend; the Fork lies outside it.
  const forest = {
    type: "Feature",
    properties: { agency: "USFS", unit: "Gate National Forest", name: "Bend Ranger District" },
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [-151.01, -42.01],
          [-150.96, -42.01],
          [-150.96, -41.95],
          [-151.01, -41.95],
          [-151.01, -42.01],
        ],
      ],
    },
  };
  await withGeoJsonFile("forest.geojson", { type: "FeatureCollection", features: [forest] }, (file) =>
    importPublicLands(t.db, file, { source: "route-plans-forest" }),
  );
});
afterAll(async () => {
  await t.close();
});

function plan(body: object, headers: Record<string, string> = member) {
  return t.app.request("/api/v2/route-plans/", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A plan request: the points, the vehicle class, and the trip's first and last day (one day in July unless given). */
const trip = (points: unknown[], vehicle_class: string, start_date = "2027-07-01", end_date = start_date) => ({
  points,
  vehicle_class,
  start_date,
  end_date,
});

const roadNames = (route: RoutePlan) => route.properties.roads.map((road) => road.name);

describe("a trip's route", () => {
  it("takes a seasonal road on its open dates and goes round it on closed ones", async () => {
    const summer = await plan(trip([GATE, FORK], "highway-legal", "2027-07-01", "2027-07-03"));
    expect(summer.status).toBe(200);
    const summerRoute = (await summer.json()) as RoutePlan;
    expect(roadNames(summerRoute)).toEqual(["Summer Cutoff"]);
    expect(summerRoute.geometry.coordinates).toEqual([GATE, FORK]);
    expect(summerRoute.properties.distance_m).toBeGreaterThan(4_000);
    expect(summerRoute.properties.duration_s).toBeGreaterThan(0);

    // The trip runs past the cutoff's last open day.
    const autumn = await plan(trip([GATE, FORK], "highway-legal", "2027-10-30", "2027-11-02"));
    expect(autumn.status).toBe(200);
    const autumnRoute = (await autumn.json()) as RoutePlan;
    expect(roadNames(autumnRoute)).toEqual(["Long Way Road"]);
    expect(autumnRoute.geometry.coordinates).toEqual([GATE, BEND, FORK]);
    expect(autumnRoute.properties.distance_m).toBeGreaterThan(summerRoute.properties.distance_m);
  });

  it("drives a 50-inch trail with an ATV and refuses it to a full-size truck, naming the trail and the classes it allows", async () => {
    const atv = await plan(trip([FORK, LAKE], "atv"));
    expect(atv.status).toBe(200);
    expect(roadNames((await atv.json()) as RoutePlan)).toEqual(["Narrow Lake Trail"]);

    const truck = await plan(trip([GATE, LAKE], "high-clearance"));
    expect(truck.status).toBe(422);
    const refusal = (await truck.json()) as NoLegalRoute;
    expect(refusal.code).toBe("no_legal_route");
    expect(refusal.detail).toBe(
      "No road open to this vehicle on these dates joins point 1 and point 2: Narrow Lake Trail is not open to this vehicle class.",
    );
    expect(refusal.blocking).toMatchObject({
      name: "Narrow Lake Trail",
      reason: "vehicle",
      vehicles: [
        { vehicle: "ATV", dates: "01/01-12/31" },
        { vehicle: "Motorcycle", dates: "01/01-12/31" },
      ],
      geometry: { type: "LineString", coordinates: [FORK, LAKE] },
    });
  });

  it("names the seasonal road that closes the only way on the trip's dates, with its dates", async () => {
    const response = await plan(trip([GATE, PASS], "highway-legal", "2027-11-10", "2027-11-12"));
    expect(response.status).toBe(422);
    const refusal = (await response.json()) as NoLegalRoute;
    expect(refusal.detail).toBe(
      "No road open to this vehicle on these dates joins point 1 and point 2: Pass Road is closed on some of these dates.",
    );
    expect(refusal.blocking).toMatchObject({
      name: "Pass Road",
      reason: "dates",
      vehicles: [{ vehicle: "Passenger vehicle", dates: "06/01-09/30" }],
    });
  });

  it("drives a road without a designation only when the reader allows it, and warns of it", async () => {
    const toTheSpur = trip([GATE, SPUR], "high-clearance");
    const refused = await plan(toTheSpur);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as NoLegalRoute).blocking).toMatchObject({
      name: "Old Spur",
      reason: "undesignated",
      vehicles: [],
    });

    const allowed = await plan({ ...toTheSpur, allow_undesignated: true });
    expect(allowed.status).toBe(200);
    const route = (await allowed.json()) as RoutePlan;
    expect(route.properties.roads).toMatchObject([{ name: "Old Spur", designated: false }]);
    expect(route.properties.warnings).toEqual(["Old Spur has no designated vehicle use: check it locally before you drive it."]);
  });

  it("starts and ends where the points meet a road, even kilometres from its ends", async () => {
    // Beside the middle of Long Way Road's first segment, 2.5 km from either of its ends, in December
    // when the Summer Cutoff is closed.
    const halfway: [number, number] = [(GATE[0] + BEND[0]) / 2 + 0.0003, (GATE[1] + BEND[1]) / 2];
    const toTheFork = await plan(trip([halfway, FORK], "high-clearance", "2027-12-01"));
    expect(toTheFork.status).toBe(200);
    const route = (await toTheFork.json()) as RoutePlan;
    expect(roadNames(route)).toEqual(["Long Way Road"]);
    const [start] = route.geometry.coordinates;
    expect(distanceMetres(start!, halfway)).toBeLessThan(30);
    expect(route.geometry.coordinates.slice(1)).toEqual([BEND, FORK]);
    const wholeRoad = lineLengthMetres([GATE, BEND, FORK]);
    // The road is driven from the point, not from its end (within the point's 25 m off the road).
    expect(Math.abs(route.properties.distance_m - (wholeRoad - distanceMetres(GATE, BEND) / 2))).toBeLessThan(30);

    // Two points of one road: the way between them along it.
    const alongOneRoad = await plan(trip([halfway, BEND], "high-clearance", "2027-12-01"));
    const stretch = (await alongOneRoad.json()) as RoutePlan;
    expect(stretch.geometry.coordinates).toEqual([start, BEND]);
    expect(Math.abs(stretch.properties.distance_m - distanceMetres(GATE, BEND) / 2)).toBeLessThan(30);
  });

  it("passes through a point on the way, leg by leg", async () => {
    const response = await plan(trip([GATE, BEND, FORK], "high-clearance"));
    expect(response.status).toBe(200);
    const route = (await response.json()) as RoutePlan;
    expect(route.properties.legs).toHaveLength(2);
    expect(route.geometry.coordinates).toEqual([GATE, BEND, FORK]);
  });

  it("names the public lands the route crosses and where it leaves them", async () => {
    const response = await plan(trip([GATE, BEND, FORK], "high-clearance"));
    const route = (await response.json()) as RoutePlan;
    expect(route.properties.public_lands).toEqual([
      { agency: "USFS", unit: "Gate National Forest", name: "Bend Ranger District" },
    ]);
    expect(route.properties.leaves_public_land).toEqual([
      { position: FORK, distance_m: Math.round(route.properties.distance_m) },
    ]);
  });

  it("lists the published trails it drives along with their points of concern, and warns when the reader's rig fits them badly", async () => {
    // A guide to the Narrow Lake Trail, traced a few metres off the road's line as GPS traces are.
    const traced: [number, number, number][] = [
      [FORK[0], FORK[1] + 0.0001, 1200],
      [-150.94, -41.9999, 1260],
      [LAKE[0], LAKE[1] + 0.0001, 1310],
    ];
    const trail = await insertTrail(t.db, {
      title: "Lake Shelf Trail",
      geojson: { type: "LineString", coordinates: traced },
      bounds: [traced[0]!.slice(0, 2) as [number, number], traced[2]!.slice(0, 2) as [number, number]],
      pointsOfConcern: ["Width", "High Water Crossings"],
    });
    const wideRigOwner = await insertReader(t.db, t.services, { subscribed: true });
    const rig = { make: "Ford", model: "F-250", width_in: 82, height_in: 80, wheelbase_in: 160, ground_clearance_in: 12 };
    const added = await t.app.request("/api/v2/users/me/vehicles/", {
      method: "POST",
      headers: { ...wideRigOwner.headers, "content-type": "application/json" },
      body: JSON.stringify({ ...rig, is_primary: true }),
    });
    expect(added.status).toBe(201);
    const toTheLake = trip([FORK, LAKE], "atv");

    const withRig = (await (await plan(toTheLake, wideRigOwner.headers)).json()) as RoutePlan;
    expect(withRig.properties.trails).toEqual([
      {
        trail_id: trail.id,
        name: "Lake Shelf Trail",
        href: `/US/utah/trails/${trail.id}-${trail.slug}`,
        points_of_concern: ["Width", "High Water Crossings"],
        rig_fit: { level: "not-recommended", reasons: [expect.stringMatching(/^Width: /)] },
      },
    ]);
    expect(withRig.properties.warnings).toEqual([
      expect.stringMatching(/^Lake Shelf Trail: not recommended for your rig \(Width: .+\)\.$/),
    ]);

    // The trail's recorded heights make the route's profile: it climbs to the lake.
    const profile = withRig.properties.elevation_profile;
    expect(profile?.[0]).toEqual([0, 1200]);
    expect(profile?.at(-1)).toEqual([Math.round(withRig.properties.distance_m), 1310]);

    // A reader with no rig reads the trail and its concerns, with no verdict and no warning.
    const withoutRig = (await (await plan(toTheLake)).json()) as RoutePlan;
    expect(withoutRig.properties.trails).toEqual([expect.objectContaining({ trail_id: trail.id, rig_fit: null })]);
    expect(withoutRig.properties.warnings).toEqual([]);

    // A route that never drives the trail does not list it.
    const elsewhere = await plan(trip([GATE, FORK], "highway-legal"));
    const elsewhereRoute = (await elsewhere.json()) as RoutePlan;
    expect(elsewhereRoute.properties.trails).toEqual([]);
    expect(elsewhereRoute.properties.elevation_profile).toBeNull();
  });

  it("draws the profile of roads from the imported elevation model, and leaves out what it does not cover", async () => {
    // A slope rising 100 m per 0.01 degree southwards, from 550 m south of the Fork to past the Pass.
    const northEdge = FORK[1] - 0.005;
    const metresPerDegree = distanceMetres([0, 0], [0, 1]);
    const heightAt = (_longitude: number, latitude: number) => 700 + (FORK[1] - latitude) * 10_000;
    await withElevationModel({ west: -150.96, north: northEdge, step: 0.001, width: 20, height: 40, heightAt }, (file) =>
      importTerrain(t.db, file),
    );
    const response = await plan(trip([FORK, PASS], "highway-legal"));
    expect(response.status).toBe(200);
    const route = (await response.json()) as RoutePlan;
    const profile = route.properties.elevation_profile!;
    // The Pass Road runs straight south: a position's height is the slope's at its distance from the Fork.
    expect(profile.length).toBeGreaterThan(80);
    const edgeMetres = (FORK[1] - northEdge) * metresPerDegree;
    expect(profile[0]![0]).toBeGreaterThanOrEqual(Math.floor(edgeMetres));
    // Within a sample's spacing (0.001 degree) of the model's edge, the ground is the edge sample's.
    for (const [distance, height] of profile.filter(([distance]) => distance > edgeMetres + 120)) {
      expect(height).toBeCloseTo(700 + (distance / metresPerDegree) * 10_000, -0.5);
    }
    expect(profile.at(-1)![1]).toBeCloseTo(1000, -0.5);
  });

  it("says when no road is near a point", async () => {
    const response = await plan(trip([GATE, [-150, -42.5]], "atv"));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: "No road within 2 km of point 2.",
      code: "no_legal_route",
      refusal: "no_road_near",
      points: [2],
      blocking: null,
    });
  });
});

describe("who may plan", () => {
  const july = trip([GATE, FORK], "highway-legal");

  it("asks a visitor to sign in and refuses a reader without All-Access", async () => {
    expect((await plan(july, {})).status).toBe(401);
    const free = await insertReader(t.db, t.services, { subscribed: false });
    expect((await plan(july, free.headers)).status).toBe(403);
  });

  it("refuses a trip that ends before it starts, next to the field", async () => {
    const response = await plan({ ...july, start_date: "2027-07-02" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string[]> }).fields.end_date).toEqual([
      "The trip ends before it starts.",
    ]);
  });

  it("refuses points farther apart than a plan covers, next to the points", async () => {
    const farAway: [number, number] = [GATE[0] + 12, GATE[1]];
    const response = await plan({ ...july, points: [GATE, farAway] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string[]> }).fields.points).toEqual([
      "A plan's points are at most 800 km apart in all, in a straight line: plan a longer trip in parts.",
    ]);
  });
});
