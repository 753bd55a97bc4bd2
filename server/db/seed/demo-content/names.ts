// Plausible names for generated guides, parks, waypoints and people, built from word lists.
import type { Random } from "./prng";

const LANDMARK_WORDS = [
  "Hell's",
  "Devil's",
  "Eagle",
  "Copper",
  "Red Rock",
  "Coyote",
  "Rattlesnake",
  "Lost",
  "Elephant",
  "Poison Spider",
  "Bear",
  "Cougar",
  "Silver",
  "Golden",
  "Thunder",
  "Broken",
  "Dead Horse",
  "Chimney",
  "Dry Fork",
  "Ghost",
  "Miner's",
  "Smuggler's",
  "Outlaw",
  "Buckskin",
  "Cinder",
  "Juniper",
  "Pinyon",
  "Sidewinder",
  "Black Bear",
  "Widow's",
  "Hidden",
  "Whiskey",
  "Iron",
  "Cathedral",
  "Sawtooth",
  "Granite",
  "Crystal",
  "Kingfisher",
  "Blue Ridge",
  "Sheep",
  "Elk",
  "Hogback",
  "Lonesome",
  "Mustang",
  "Painted",
  "Quartz",
  "Raven",
  "Slickrock",
  "Tin Cup",
  "Wagon Wheel",
];

const TERRAIN_WORDS = [
  "Canyon",
  "Ridge",
  "Mesa",
  "Wash",
  "Gulch",
  "Creek",
  "Flats",
  "Butte",
  "Hollow",
  "Notch",
  "Rim",
  "Basin",
  "Spring",
  "Peak",
  "Saddle",
  "Gap",
  "Draw",
  "Bench",
  "Falls",
  "Lake",
];

const TRAIL_SUFFIXES = ["Trail", "Trail", "Trail", "Pass", "Loop", "Road", "Jeep Trail", "Shelf Road"];
const ROUTE_SUFFIXES = ["Route", "Traverse", "Backroad", "Overland Route", "Cutoff", "Loop"];
const SOLO_NAMES = ["Revenge", "Backbone", "Staircase", "Playground", "Gauntlet", "Chute", "Squeeze", "Switchbacks"];
const DIRECTIONS = ["North", "South", "East", "West", "Upper", "Lower"];

/** A guide name no other guide in the state has, such as "Copper Canyon Trail" or "Hell's Backbone". */
export function uniqueGuideName(random: Random, townName: string, taken: Set<string>, kind: "trail" | "route"): string {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = guideName(random, townName, kind);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const base = guideName(random, townName, kind);
  for (const direction of DIRECTIONS) {
    const name = `${direction} ${base}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error(`No free guide name left near ${townName}`);
}

function guideName(random: Random, townName: string, kind: "trail" | "route"): string {
  const suffix = random.pick(kind === "trail" ? TRAIL_SUFFIXES : ROUTE_SUFFIXES);
  const shape = random.int(0, 9);
  if (shape < 5) return `${random.pick(LANDMARK_WORDS)} ${random.pick(TERRAIN_WORDS)} ${suffix}`;
  if (shape < 7) return `${random.pick(LANDMARK_WORDS)} ${random.pick(SOLO_NAMES)}`;
  if (shape < 9) return `${townName} ${random.pick(TERRAIN_WORDS)} ${suffix}`;
  return `${random.pick(LANDMARK_WORDS)} ${suffix}`;
}

const PARK_SHAPES = [
  (town: string) => `${town} ORV Park`,
  (town: string) => `${town} OHV Area`,
  (_town: string, word: string) => `${word} Off-Road Park`,
  (_town: string, word: string, terrain: string) => `${word} ${terrain} OHV Area`,
  (_town: string, word: string) => `${word} Motorsports Park`,
];

export function uniqueParkName(random: Random, townName: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = random.pick(PARK_SHAPES)(townName, random.pick(LANDMARK_WORDS), random.pick(TERRAIN_WORDS));
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error(`No free park name left near ${townName}`);
}

const OBSTACLE_NAMES = [
  "Waterfall Obstacle",
  "The Step",
  "Rock Garden",
  "Off-Camber Ledge",
  "Tight Squeeze",
  "Boulder Field",
  "Stair Step",
  "Creek Crossing",
  "Sand Hill",
  "Shelf Section",
  "Rutted Climb",
  "Tippy Corner",
];
const CAMP_NAMES = ["Camp Spot", "Creekside Camp", "Meadow Camp", "Pine Camp", "Overlook Camp", "Cottonwood Camp"];
const VIEWPOINT_NAMES = ["Scenic Overlook", "Canyon Viewpoint", "Ridge Viewpoint", "Valley View", "Sunset Point", "Lookout"];
const JUNCTION_NAMES = ["Fork in the Road", "Forest Road Junction", "Cattle Guard", "Gate", "Spur Junction", "Old Mine Road"];

export type MiddleWaypointType = "obstacle" | "camp" | "viewpoint" | "junction";

const WAYPOINT_NAMES: Record<MiddleWaypointType, readonly string[]> = {
  obstacle: OBSTACLE_NAMES,
  camp: CAMP_NAMES,
  viewpoint: VIEWPOINT_NAMES,
  junction: JUNCTION_NAMES,
};

export function waypointName(random: Random, type: MiddleWaypointType): string {
  return random.pick(WAYPOINT_NAMES[type]);
}

const FIRST_NAMES = [
  "Avery",
  "Blake",
  "Casey",
  "Dakota",
  "Emerson",
  "Finley",
  "Greer",
  "Harper",
  "Indy",
  "Jordan",
  "Kendall",
  "Logan",
  "Marlow",
  "Noel",
  "Oakley",
  "Peyton",
  "Quinn",
  "Reese",
  "Sage",
  "Taylor",
  "Rowan",
  "Skyler",
];
const LAST_NAMES = [
  "Alvarez",
  "Brooks",
  "Carver",
  "Dalton",
  "Ellison",
  "Fletcher",
  "Garrison",
  "Hayes",
  "Ingram",
  "Jensen",
  "Keller",
  "Lambert",
  "Mercer",
  "Navarro",
  "Ortega",
  "Prescott",
  "Ramsey",
  "Sutton",
  "Tanner",
  "Whitaker",
];

/** `count` distinct "First Last" names. */
export function personNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  return [...names];
}
