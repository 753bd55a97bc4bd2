// The demo's road network for the trip planner (ADR 0083), shaped as a USFS Motor Vehicle Use Map
// export: for each demo trail, a graded forest road from its town to its trailhead, the trail itself,
// and for about half the trails that do not come round, a rougher road from the trail's end back to
// town. Every road is cut into segments of about a kilometre that share their ends, as MVUM cuts its
// roads, so the planner (which snaps to segment ends) finds a node near most places; every road of a
// town starts at the town's own point, so the trails of one town are joined.
import type { Feature, LineString } from "geojson";
import type { MVUM_VEHICLE_CLASSES } from "../../../../shared/domain/mvum";
import { distanceMetres } from "../../../../shared/geo/geometry";
import { DEMO_CONTENT_SEED } from "./generate";
import { isLoopTitle } from "./guides";
import { offsetPoint } from "./lines";
import type { SeedTown, TrailDraft } from "./model";
import { createRandom, type Random } from "./prng";

/** The source the demo roads are imported under, as the map's layer menu and staff pages list it. */
export const DEMO_ROADS_SOURCE = "Demo MVUM";

/**
 * MVUM's attributes, as the road importer reads them (`roadAttributes` in geojson-import.ts): each
 * open vehicle class is "open" under its field, with its dates under `{field}_datesopen`.
 */
export interface MvumProperties {
  NAME: string;
  SYMBOL_NAME: string;
  SURFACETYPE: string;
  SEASONAL: "yearlong" | "seasonal";
  [classField: string]: string;
}
export type MvumRoadFeature = Feature<LineString, MvumProperties>;

/** What the roads are made from: the demo trails' names, ratings, lines and towns. */
export type RoadTrail = Pick<
  TrailDraft,
  "stateCode" | "slug" | "title" | "town" | "geojson" | "technicalRatingLow" | "technicalRatingHigh"
>;

type LonLat = [longitude: number, latitude: number];
type MvumClassField = (typeof MVUM_VEHICLE_CLASSES)[number]["field"];

/** How a stretch of road is signed and surfaced, the vehicle classes open on it and when. */
interface RoadUse {
  symbol: string;
  surface: string;
  classes: readonly MvumClassField[];
  dates: string;
}

/** About how long a segment is: the planner snaps a point to the nearest segment end within 2 km. */
export const SEGMENT_METRES = 1_000;
/** Vertices of a made-up road per segment, so that it bends rather than runs straight. */
const STEPS_PER_SEGMENT = 5;
/** How far a made-up road strays from the straight way, as a share of its length. */
const WANDER_SHARE = 0.08;
/** Each vertex of a made-up road is nudged up to this far, as a road follows the ground. */
const JITTER_METRES = 25;

/** Open every day, as MVUM writes it. */
const YEARLONG = "01/01-12/31";
const SEASONS = ["06/01-10/15", "05/15-10/31", "07/01-09/30", "06/15-11/15"];
const SEASONAL_SHARE = 1 / 3;
/** Trails rated this hard somewhere stay open to full-size rigs; a third of the others are for ATVs and dirt bikes. */
const FULL_SIZE_RATING = 8;
const NARROW_TRAIL_SHARE = 1 / 3;
/** The trails rated this easy are improved; the others are native ground. */
const IMPROVED_RATING = 3;
/** The share of trails that do not come round which a road leaves from the end of; the others are dead ends. */
const EXIT_ROAD_SHARE = 1 / 2;

const ACCESS_ROAD: RoadUse = {
  symbol: "Road, Open to Highway Legal Vehicles Only",
  surface: "AGG - CRUSHED AGGREGATE OR GRAVEL",
  classes: ["passengervehicle", "truck", "highclearancevehicle"],
  dates: YEARLONG,
};

const EXIT_ROAD: RoadUse = {
  symbol: "Road, Open to High Clearance Vehicles Only",
  surface: "NAT - NATIVE MATERIAL",
  classes: ["highclearancevehicle", "fourwd_gt50inches"],
  dates: YEARLONG,
};

const ALL_OFF_HIGHWAY_CLASSES: readonly MvumClassField[] = [
  "highclearancevehicle",
  "fourwd_gt50inches",
  "other_ohv_gt50inches",
  "atv",
  "motorcycle",
  "other_ohv_lt50inches",
];
const NARROW_CLASSES: readonly MvumClassField[] = ["atv", "other_ohv_lt50inches", "motorcycle"];

/** The same trails always give the same roads; each trail draws from its own stream. */
export function generateDemoRoads(trails: readonly RoadTrail[]): MvumRoadFeature[] {
  const random = createRandom(DEMO_CONTENT_SEED).fork("roads");
  const nameForestRoad = forestRoadNamer();
  return trails.flatMap((trail) => roadsOfTrail(random.fork(`${trail.stateCode}/${trail.slug}`), trail, nameForestRoad));
}

function roadsOfTrail(random: Random, trail: RoadTrail, nameForestRoad: (random: Random) => string): MvumRoadFeature[] {
  const town = townPoint(trail.town);
  const line = trail.geojson.coordinates.map(([longitude, latitude]): LonLat => [longitude, latitude]);
  const trailhead = line[0]!;
  const end = line[line.length - 1]!;
  const roads = [
    ...segmentFeatures(nameForestRoad(random), ACCESS_ROAD, wanderingLine(random, town, trailhead)),
    ...segmentFeatures(trail.title, trailUse(random, trail), line),
  ];
  if (!isLoopTitle(trail.title) && random.chance(EXIT_ROAD_SHARE)) {
    roads.push(...segmentFeatures(nameForestRoad(random), EXIT_ROAD, wanderingLine(random, end, town)));
  }
  return roads;
}

function trailUse(random: Random, trail: RoadTrail): RoadUse {
  const isNarrow = trail.technicalRatingHigh < FULL_SIZE_RATING && random.chance(NARROW_TRAIL_SHARE);
  return {
    symbol: isNarrow ? 'Trail, Open to Vehicles 50" or Less in Width' : "Trail, Open to All Vehicles",
    surface: trail.technicalRatingLow <= IMPROVED_RATING ? "IMP - IMPROVED NATIVE MATERIAL" : "NAT - NATIVE MATERIAL",
    classes: isNarrow ? NARROW_CLASSES : ALL_OFF_HIGHWAY_CLASSES,
    dates: random.chance(SEASONAL_SHARE) ? random.pick(SEASONS) : YEARLONG,
  };
}

/** "Forest Road 1234", numbered so that no two demo roads share a number. */
function forestRoadNamer(): (random: Random) => string {
  const taken = new Set<number>();
  return (random) => {
    let number = random.int(100, 9_999);
    while (taken.has(number)) number = number === 9_999 ? 100 : number + 1;
    taken.add(number);
    return `Forest Road ${number}`;
  };
}

function mvumProperties(name: string, use: RoadUse): MvumProperties {
  const properties: MvumProperties = {
    NAME: name,
    SYMBOL_NAME: use.symbol,
    SURFACETYPE: use.surface,
    SEASONAL: use.dates === YEARLONG ? "yearlong" : "seasonal",
  };
  for (const field of use.classes) {
    properties[field] = "open";
    properties[`${field}_datesopen`] = use.dates;
  }
  return properties;
}

function segmentFeatures(name: string, use: RoadUse, line: readonly LonLat[]): MvumRoadFeature[] {
  const properties = mvumProperties(name, use);
  return cutIntoSegments(line).map((coordinates) => ({
    type: "Feature",
    geometry: { type: "LineString", coordinates },
    properties,
  }));
}

/** The line in pieces of about a kilometre, each starting on the last point of the one before. */
export function cutIntoSegments(line: readonly LonLat[]): LonLat[][] {
  const segments: LonLat[][] = [];
  let current: LonLat[] = [line[0]!];
  let metres = 0;
  for (let index = 1; index < line.length; index += 1) {
    current.push(line[index]!);
    metres += distanceMetres(line[index - 1]!, line[index]!);
    if (metres >= SEGMENT_METRES && index < line.length - 1) {
      segments.push(current);
      current = [line[index]!];
      metres = 0;
    }
  }
  // A short last piece is driven as part of the one before.
  const previous = segments.at(-1);
  if (previous && metres < SEGMENT_METRES / 2) previous.push(...current.slice(1));
  else segments.push(current);
  return segments;
}

/**
 * A road that bends gently from one point to the other: a few waves across the straight way that
 * die out at both ends, plus small nudges. Both ends are the points given, to the last digit.
 */
function wanderingLine(random: Random, from: LonLat, to: LonLat): LonLat[] {
  const metres = distanceMetres(from, to);
  const steps = Math.max(2, Math.ceil((metres * STEPS_PER_SEGMENT) / SEGMENT_METRES));
  const across = bearingOf(from, to) + Math.PI / 2;
  const waves = [1, 2, 3].map((wave) => ({ wave, amplitude: (random.float(-1, 1) * WANDER_SHARE * metres) / wave }));
  const line: LonLat[] = [from];
  for (let step = 1; step < steps; step += 1) {
    const share = step / steps;
    const straight: LonLat = [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    const aside =
      waves.reduce((sum, { wave, amplitude }) => sum + amplitude * Math.sin(wave * Math.PI * share), 0) +
      random.float(-JITTER_METRES, JITTER_METRES);
    const [longitude, latitude] = offsetPoint(straight, aside, across);
    line.push([roundDegrees(longitude), roundDegrees(latitude)]);
  }
  line.push(to);
  return line;
}

/** The compass bearing (radians, 0 = north) from one point to another, flat-earth. */
function bearingOf(from: LonLat, to: LonLat): number {
  const east = (to[0] - from[0]) * Math.cos((from[1] * Math.PI) / 180);
  return Math.atan2(east, to[1] - from[1]);
}

/** Six decimals, a tenth of a metre: where the planner takes two ends for one node. */
const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The one point every road of a town starts from. */
export const townPoint = (town: Pick<SeedTown, "longitude" | "latitude">): LonLat => [
  roundDegrees(town.longitude),
  roundDegrees(town.latitude),
];
