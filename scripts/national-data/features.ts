// One feature of each national dataset, with the attributes of the official schema: PAD-US land
// (Unit_Nm, Mang_Name, Des_Tp, GAP_Sts, Pub_Access...), USFS MVUM roads and trails (vehicle classes
// with their open dates, SEASONAL, SURFACETYPE...) and BLM GTLF routes (ROUTE_PRMRY_NM,
// PLAN_ROUTE_DSGNTN_AUTH, OHV designation...). Polygons are valid: star-shaped rings around their
// centre, counter-clockwise outside and clockwise holes, parts side by side without overlapping.
import type { Feature, LineString, MultiPolygon, Polygon, Position } from "geojson";
import type { Random } from "../../server/db/seed/demo-content/prng";
import { MVUM_VEHICLE_CLASSES } from "../../shared/domain/mvum";
import { drawFrom, LAND_ACRES, LAND_HOLES, LAND_PARTS, LAND_VERTICES, LAND_WITH_HOLES, ROAD_VERTICES, valueAt } from "./shapes";

/** Where features fall: most public land and forest roads are in the West. */
const REGIONS = [
  {
    share: 0.6,
    west: -124.2,
    south: 31.5,
    east: -102.5,
    north: 48.8,
    states: ["CA", "OR", "WA", "ID", "NV", "UT", "AZ", "NM", "CO", "WY", "MT"],
  },
  {
    share: 0.3,
    west: -102.5,
    south: 25.5,
    east: -67.5,
    north: 48.5,
    states: ["TX", "MN", "MI", "WI", "MO", "AR", "NC", "VA", "PA", "NY", "FL"],
  },
  { share: 0.1, west: -165, south: 56, east: -141.5, north: 69.5, states: ["AK"] },
] as const;

const METRES_PER_DEGREE = 111_320;
const SQUARE_METRES_PER_ACRE = 4_046.86;
const METRES_PER_MILE = 1_609.34;
/** About 20 m and 1 m: the smallest part and the closest vertices the sixth decimal keeps apart. */
const MIN_PART_RADIUS_DEG = 2e-4;
const MIN_VERTEX_SPACING_DEG = 1e-5;
const MIN_HOLE_RADIUS_DEG = 3e-5;

function placeIn(random: Random): { centre: Position; state: string } {
  const roll = random.next();
  let reached = 0;
  const region = REGIONS.find(({ share }) => (reached += share) >= roll) ?? REGIONS[0];
  return {
    centre: [random.float(region.west, region.east), random.float(region.south, region.north)],
    state: random.pick(region.states),
  };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A closed star-shaped ring of `count` vertices (closing one included), its radius between `inner` and 1 times `radiusDeg`. */
function ring(random: Random, centre: Position, radiusDeg: number, count: number, clockwise: boolean, inner = 0.65): Position[] {
  const corners = Math.max(3, count - 1);
  // Evenly spaced, each moved within its own slot: the centre stays inside and no two corners meet.
  const slot = (2 * Math.PI) / corners;
  const angles = Array.from({ length: corners }, (_, index) => (index + random.float(0.1, 0.9)) * slot);
  if (clockwise) angles.reverse();
  const stretch = 1 / Math.max(0.2, Math.cos((centre[1]! * Math.PI) / 180));
  const positions = angles.map((angle) => {
    const radius = radiusDeg * random.float(inner, 1);
    return [round6(centre[0]! + Math.cos(angle) * radius * stretch), round6(centre[1]! + Math.sin(angle) * radius)];
  });
  return [...positions, positions[0]!];
}

/** One polygon: its outer ring and `holes` holes, spread round the centre well inside the outer ring. */
function polygon(random: Random, centre: Position, radiusDeg: number, vertices: number, asked: number): Position[][] {
  const holeRadiusFor = (count: number) => radiusDeg * Math.min(0.12, 0.3 * Math.sin(Math.PI / Math.max(2, count)) * 0.8);
  // Fewer holes in a small polygon, so that each stays wide enough for the sixth decimal.
  let holes = asked;
  while (holes > 0 && holeRadiusFor(holes) < MIN_HOLE_RADIUS_DEG) holes -= 1;
  const holeVertices = holes > 0 ? Math.max(4, Math.floor((vertices * 0.2) / holes)) : 0;
  // Eight corners or more keep every side of the outer ring beyond 0.42 of the radius, clear of the holes.
  const outer = ring(random, centre, radiusDeg, Math.max(holes > 0 ? 9 : 4, vertices - holes * holeVertices), false);
  const holeRadius = holeRadiusFor(holes);
  const stretch = 1 / Math.max(0.2, Math.cos((centre[1]! * Math.PI) / 180));
  const inside = Array.from({ length: holes }, (_, index) => {
    const angle = (2 * Math.PI * index) / holes;
    const at = [centre[0]! + Math.cos(angle) * radiusDeg * 0.3 * stretch, centre[1]! + Math.sin(angle) * radiusDeg * 0.3];
    return ring(random, at, holeRadius, holeVertices, true, 0.8);
  });
  return [outer, ...inside];
}

/** Grid cells round the centre in a square spiral: (0,0), (1,0), (1,1), (0,1), (-1,1)... */
function spiral(index: number): [number, number] {
  if (index === 0) return [0, 0];
  const layer = Math.ceil((Math.sqrt(index + 1) - 1) / 2);
  const side = 2 * layer;
  const start = (side - 1) ** 2;
  const offset = index - start;
  const edge = Math.floor(offset / side);
  const along = (offset % side) - layer + 1;
  return (
    [
      [layer, along],
      [-along, layer],
      [-layer, -along],
      [along, -layer],
    ] as const
  )[edge]!.slice() as [number, number];
}

const MANAGERS = [
  { share: 0.3, Mang_Name: "USFS", Mang_Type: "FED", Des_Tp: "NF", Unit: "National Forest" },
  { share: 0.35, Mang_Name: "BLM", Mang_Type: "FED", Des_Tp: "PUB", Unit: "Field Office" },
  { share: 0.05, Mang_Name: "NPS", Mang_Type: "FED", Des_Tp: "NP", Unit: "National Park" },
  { share: 0.05, Mang_Name: "FWS", Mang_Type: "FED", Des_Tp: "NWR", Unit: "National Wildlife Refuge" },
  { share: 0.2, Mang_Name: "SDNR", Mang_Type: "STAT", Des_Tp: "SW", Unit: "State Wildlife Area" },
  { share: 0.05, Mang_Name: "CNTY", Mang_Type: "LOC", Des_Tp: "LP", Unit: "County Park" },
] as const;

/** A wilderness drawn inside the land before it: the Forest Service's, over another unit's ground. */
const WILDERNESS = { Mang_Name: "USFS", Mang_Type: "FED", Des_Tp: "WA", Unit: "Wilderness" } as const;

const NAME_WORDS = [
  "Cedar",
  "Granite",
  "Elk",
  "Juniper",
  "Sage",
  "Red Rock",
  "Pine",
  "Aspen",
  "Bear",
  "Coyote",
  "Eagle",
  "Canyon",
  "Mesa",
  "Willow",
  "Basin",
];

/** The land feature's place, for features that overlap it (a wilderness inside a forest). */
export interface LandPlace {
  centre: Position;
  radiusDeg: number;
  state: string;
  unit: string;
}

/**
 * Land feature number `index`. One in six is a designation inside the land before it (a wilderness
 * or a special area inside a forest or field office): a second agency's polygon over the first's.
 */
export function landFeature(
  random: Random,
  index: number,
  previous: LandPlace | null,
): { feature: Feature<Polygon | MultiPolygon>; place: LandPlace } {
  // Long boundaries belong to large lands: vertices, parts and area rise together, loosely.
  const rank = random.next();
  const inside = previous !== null && random.chance(1 / 6);
  const acres = inside ? 0 : valueAt(LAND_ACRES, rank * 0.7 + random.next() * 0.3);
  const manager = inside ? WILDERNESS : pickManager(random);
  const place: LandPlace = inside
    ? {
        centre: previous.centre,
        radiusDeg: previous.radiusDeg * random.float(0.2, 0.5),
        state: previous.state,
        unit: previous.unit,
      }
    : (() => {
        const { centre, state } = placeIn(random);
        const radiusDeg = Math.sqrt((acres * SQUARE_METRES_PER_ACRE) / Math.PI) / METRES_PER_DEGREE;
        return {
          centre,
          radiusDeg: Math.max(radiusDeg, MIN_PART_RADIUS_DEG * 2),
          state,
          unit: `${random.pick(NAME_WORDS)} ${manager.Unit}`,
        };
      })();
  const { unit } = place;
  // No part so small, nor vertex so close to the next, that six decimals would fold it.
  const parts = Math.max(
    1,
    Math.min(Math.round(valueAt(LAND_PARTS, rank)), Math.floor((place.radiusDeg / MIN_PART_RADIUS_DEG) ** 2)),
  );
  const partRadius = place.radiusDeg / Math.sqrt(parts);
  const vertices = Math.min(
    Math.round(valueAt(LAND_VERTICES, rank)),
    parts * Math.floor((2 * Math.PI * partRadius) / MIN_VERTEX_SPACING_DEG),
  );
  const holes = random.chance(LAND_WITH_HOLES) ? Math.round(drawFrom(LAND_HOLES, random)) : 0;
  const perPart = Math.max(4, Math.floor(vertices / parts));
  const stretch = 1 / Math.max(0.2, Math.cos((place.centre[1]! * Math.PI) / 180));
  const polygons = Array.from({ length: parts }, (_, part) => {
    const [gx, gy] = spiral(part);
    const at = [place.centre[0]! + gx * 2.2 * partRadius * stretch, place.centre[1]! + gy * 2.2 * partRadius];
    // Holes go in the first part, which has room for them.
    return polygon(
      random,
      at,
      partRadius,
      part === 0 ? perPart + holes * 4 : perPart,
      part === 0 ? Math.min(holes, Math.floor(perPart / 4)) : 0,
    );
  });
  const geometry: Polygon | MultiPolygon =
    parts === 1 ? { type: "Polygon", coordinates: polygons[0]! } : { type: "MultiPolygon", coordinates: polygons };
  const name = inside ? `${random.pick(NAME_WORDS)} Wilderness` : unit;
  return {
    place,
    feature: {
      type: "Feature",
      properties: {
        OBJECTID: index + 1,
        Unit_Nm: unit,
        Loc_Nm: name,
        Mang_Name: manager.Mang_Name,
        Mang_Type: manager.Mang_Type,
        Des_Tp: manager.Des_Tp,
        GAP_Sts: inside ? "1" : random.pick(["2", "3", "3", "4"]),
        Pub_Access: random.pick(["OA", "OA", "OA", "RA", "XA", "UK"]),
        State_Nm: place.state,
        GIS_Acres: Math.round(inside ? (Math.PI * (place.radiusDeg * METRES_PER_DEGREE) ** 2) / SQUARE_METRES_PER_ACRE : acres),
      },
      geometry,
    },
  };
}

function pickManager(random: Random): (typeof MANAGERS)[number] {
  const roll = random.next();
  let reached = 0;
  return MANAGERS.find(({ share }) => (reached += share) >= roll) ?? MANAGERS[0];
}

/** A winding line of `vertices` positions about `metres` long, from a random start. */
function winding(random: Random, vertices: number, metres: number): Position[] {
  let [lon, lat] = placeIn(random).centre as [number, number];
  let heading = random.float(0, 2 * Math.PI);
  const step = metres / Math.max(1, vertices - 1) / METRES_PER_DEGREE;
  const positions: Position[] = [[round6(lon), round6(lat)]];
  for (let index = 1; index < vertices; index += 1) {
    heading += random.float(-0.35, 0.35);
    lon += (Math.cos(heading) * step) / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
    lat += Math.sin(heading) * step;
    positions.push([round6(lon), round6(lat)]);
  }
  return positions;
}

const SURFACES = ["NAT - NATIVE MATERIAL", "AGG - CRUSHED AGGREGATE OR GRAVEL", "IMP - IMPROVED NATIVE MATERIAL", "PAV - PAVED"];
const SEASONS = ["05/15-10/31", "06/01-11/15", "07/01-09/30", "04/01-12/01"];

/** A MVUM road (`trail` false) or trail: each vehicle class open or not, with its dates when seasonal. */
export function mvumFeature(random: Random, index: number, trail: boolean): Feature<LineString> {
  const vertices = Math.max(2, Math.round(drawFrom(ROAD_VERTICES, random)));
  const seasonal = random.chance(0.35);
  const dates = seasonal ? random.pick(SEASONS) : null;
  const open = trail
    ? MVUM_VEHICLE_CLASSES.filter(({ width }) => width !== "any" && random.chance(0.6))
    : MVUM_VEHICLE_CLASSES.filter(
        ({ field }) => field === "highclearancevehicle" || random.chance(field === "passengervehicle" ? 0.5 : 0.3),
      );
  const classes = Object.fromEntries(
    MVUM_VEHICLE_CLASSES.flatMap(({ field }) => {
      const isOpen = open.some((candidate) => candidate.field === field);
      return [
        [field.toUpperCase(), isOpen ? "open" : null],
        [`${field.toUpperCase()}_DATESOPEN`, isOpen ? dates : null],
      ];
    }),
  );
  const metres = random.float(300, 12_000);
  return {
    type: "Feature",
    properties: {
      ID: `${trail ? "T" : ""}${1000 + (index % 9000)}${String.fromCharCode(65 + (index % 26))}`,
      NAME: `${random.pick(NAME_WORDS)} ${trail ? "Trail" : "Road"}`,
      SYMBOL_NAME: trail
        ? "Trail open to vehicles 50 inches or less"
        : seasonal
          ? "Road, open seasonally"
          : "Road, open to all vehicles",
      SURFACETYPE: trail ? "NAT - NATIVE MATERIAL" : random.pick(SURFACES),
      SEASONAL: seasonal ? "seasonal" : "yearlong",
      OPER_MAINT_LEVEL: trail
        ? null
        : random.pick(["2 - HIGH CLEARANCE VEHICLES", "3 - SUITABLE FOR PASSENGER CARS", "1 - BASIC CUSTODIAL CARE (CLOSED)"]),
      JURISDICTION: "FS - FOREST SERVICE",
      GIS_MILES: Math.round((metres / METRES_PER_MILE) * 100) / 100,
      ...classes,
    },
    geometry: { type: "LineString", coordinates: winding(random, vertices, metres) },
  };
}

/** A BLM Ground Transportation Linear Features route, designated open, limited or closed to motor vehicles. */
export function gtlfFeature(random: Random, index: number): Feature<LineString> {
  const vertices = Math.max(2, Math.round(drawFrom(ROAD_VERTICES, random)));
  const metres = random.float(200, 8_000);
  return {
    type: "Feature",
    properties: {
      GTLF_ID: `BLM-${index + 1}`,
      ROUTE_PRMRY_NM: random.chance(0.3) ? `${random.pick(NAME_WORDS)} Route` : null,
      PLAN_ROUTE_DSGNTN_AUTH: random.pick(["Motorized", "Motorized", "Motorized", "Limited", "Non-Mechanized", "Closed"]),
      OBSRVE_SRFCE_TYPE: random.pick(["Natural Unimproved", "Natural Improved", "Aggregate", "Solid Surface"]),
      PLAN_OHV_ROUTE_DSGNTN: random.pick(["Open", "Limited", "Limited", "Closed"]),
      ADMIN_ST: random.pick(["NV", "UT", "AZ", "NM", "CO", "WY", "MT", "ID", "OR", "CA"]),
      GIS_MILES: Math.round((metres / METRES_PER_MILE) * 100) / 100,
    },
    geometry: { type: "LineString", coordinates: winding(random, vertices, metres) },
  };
}
