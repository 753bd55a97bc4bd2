import { describe, expect, it } from "vitest";
import { lineLengthMetres } from "../../../../shared/geo/geometry";
import { roadAttributes } from "../../../modules/map/imports/geojson-import";
import { generateDemoContent, type DemoContentInput } from "./generate";
import { isLoopTitle } from "./guides";
import type { SeedTown } from "./model";
import { generateDemoRoads, SEGMENT_METRES, townPoint, type MvumRoadFeature, type RoadTrail } from "./roads";

const PLAN = [
  { stateCode: "UT", trails: 30, scoutRoutes: 0, orvParks: 0 },
  { stateCode: "CO", trails: 30, scoutRoutes: 0, orvParks: 0 },
  { stateCode: "AZ", trails: 30, scoutRoutes: 0, orvParks: 0 },
];

/** Twenty towns on a grid per planned state: few enough that several trails share a town. */
function fixtureInput(): DemoContentInput {
  let id = 0;
  const towns: SeedTown[] = PLAN.flatMap(({ stateCode }, stateIndex) =>
    Array.from({ length: 20 }, (_, index) => ({
      id: ++id,
      stateCode,
      name: `Town ${stateCode} ${index}`,
      countyName: null,
      latitude: 34 + stateIndex * 3 + Math.floor(index / 5) * 0.3 + 0.1234567,
      longitude: -112 + (index % 5) * 0.3 - 0.7654321,
    })),
  );
  return {
    states: PLAN.map(({ stateCode }) => ({ code: stateCode, title: `State ${stateCode}`, countryCode: "US" })),
    towns,
    authors: { writerEmail: "writer@example.test", scoutEmail: "scout@example.test", editorEmail: "admin@example.test" },
    reviewerEmails: ["member@example.test"],
    plan: PLAN,
  };
}

const { trails } = generateDemoContent(fixtureInput());
const roads = generateDemoRoads(trails);

const key = ([longitude, latitude]: number[]) => `${longitude},${latitude}`;
const firstAndLast = (road: MvumRoadFeature) => [road.geometry.coordinates[0]!, road.geometry.coordinates.at(-1)!];
const attributesOf = (road: MvumRoadFeature) =>
  roadAttributes({ geometry: road.geometry, properties: road.properties, where: "" });
const isOpenTo = (road: MvumRoadFeature, field: string) => road.properties[field] === "open";
const trailRoads = (trail: RoadTrail) => roads.filter((road) => road.properties.NAME === trail.title);
const share = (count: number, of: number) => count / of;

/** Whether `to` can be reached from `from` over the roads, each joining its two ends only. */
function isJoined(over: readonly MvumRoadFeature[], from: number[], to: number[]): boolean {
  const neighbours = new Map<string, string[]>();
  for (const road of over) {
    const [a, b] = firstAndLast(road).map(key) as [string, string];
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const seen = new Set([key(from)]);
  const queue = [key(from)];
  while (queue.length > 0) {
    for (const next of neighbours.get(queue.shift()!) ?? []) {
      if (!seen.has(next)) queue.push(next);
      seen.add(next);
    }
  }
  return seen.has(key(to));
}

/** How many roads end at a point. */
function roadsEndingAt(point: number[]): number {
  return roads.filter((road) => firstAndLast(road).some((end) => key(end) === key(point))).length;
}

describe(generateDemoRoads.name, () => {
  it("gives the same roads for the same trails", () => {
    expect(JSON.stringify(generateDemoRoads(generateDemoContent(fixtureInput()).trails))).toBe(JSON.stringify(roads));
  });

  it("reads as MVUM to the importer: every road designated, trails classed as trails, forest roads as roads", () => {
    for (const road of roads) {
      const { name, roadClass, designation } = attributesOf(road);
      expect(designation.vehicles?.length).toBeGreaterThan(0);
      expect(roadClass.startsWith("Trail,")).toBe(!name.startsWith("Forest Road "));
    }
  });

  it("joins every trailhead to its town by a road open to passenger vehicles all year", () => {
    const yearlongForPassengers = roads.filter(
      (road) => isOpenTo(road, "passengervehicle") && road.properties.passengervehicle_datesopen === "01/01-12/31",
    );
    for (const trail of trails) {
      expect(isJoined(yearlongForPassengers, townPoint(trail.town), trail.geojson.coordinates[0]!)).toBe(true);
    }
  });

  it("joins the trails of one town at the town", () => {
    const sharedTown = trails.find((trail) => trails.some((other) => other !== trail && other.town.id === trail.town.id))!.town;
    const [first, second] = trails.filter((trail) => trail.town.id === sharedTown.id);
    expect(isJoined(roads, first!.geojson.coordinates[0]!, second!.geojson.coordinates[0]!)).toBe(true);
  });

  it("follows each trail's own line in segments that share their ends", () => {
    for (const trail of trails) {
      const segments = trailRoads(trail).map((road) => road.geometry.coordinates);
      const joined = segments.flatMap((segment, index) => (index === 0 ? segment : segment.slice(1)));
      expect(joined).toEqual(trail.geojson.coordinates.map(([longitude, latitude]) => [longitude, latitude]));
    }
  });

  it("cuts every road into segments of about a kilometre", () => {
    const lengths = roads.map((road) => lineLengthMetres(road.geometry.coordinates as [number, number][])).sort((a, b) => a - b);
    expect(lengths[0]).toBeGreaterThan(SEGMENT_METRES * 0.3);
    expect(lengths.at(-1)).toBeLessThan(SEGMENT_METRES * 2);
    expect(lengths[lengths.length >> 1]).toBeGreaterThan(SEGMENT_METRES * 0.9);
    expect(lengths[lengths.length >> 1]).toBeLessThan(SEGMENT_METRES * 1.2);
  });

  it("limits about one trail in four to vehicles 50 inches or less, and keeps about one in three seasonal", () => {
    const designations = trails.map((trail) => trailRoads(trail)[0]!.properties);
    const narrow = designations.filter((properties) => !properties.fourwd_gt50inches && properties.atv === "open");
    const seasonal = designations.filter((properties) => properties.SEASONAL === "seasonal");
    expect(share(narrow.length, trails.length)).toBeGreaterThan(0.12);
    expect(share(narrow.length, trails.length)).toBeLessThan(0.4);
    expect(share(seasonal.length, trails.length)).toBeGreaterThan(0.2);
    expect(share(seasonal.length, trails.length)).toBeLessThan(0.5);
    for (const properties of seasonal) {
      expect(properties.atv_datesopen).toMatch(/^\d\d\/\d\d-\d\d\/\d\d$/);
      expect(properties.atv_datesopen).not.toBe("01/01-12/31");
    }
  });

  it("leaves about half the trails that do not come round as dead ends, and gives the others a road from their end to town", () => {
    const throughTrails = trails.filter((trail) => !isLoopTitle(trail.title));
    const deadEnds = throughTrails.filter((trail) => roadsEndingAt(trail.geojson.coordinates.at(-1)!) === 1);
    expect(share(deadEnds.length, throughTrails.length)).toBeGreaterThan(0.3);
    expect(share(deadEnds.length, throughTrails.length)).toBeLessThan(0.7);
    const forestRoads = roads.filter((road) => road.properties.NAME.startsWith("Forest Road "));
    for (const trail of throughTrails.filter((candidate) => !deadEnds.includes(candidate))) {
      expect(isJoined(forestRoads, trail.geojson.coordinates.at(-1)!, townPoint(trail.town))).toBe(true);
    }
  });
});
