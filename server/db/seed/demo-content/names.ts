// Plausible names for generated guides, parks, waypoints and people, built from word lists; guide
// and park names take their land words from the state's landscapes.
import type { LandscapeWords } from "./landscapes";
import type { Random } from "./prng";

const ROUTE_SUFFIXES = ["Route", "Traverse", "Backroad", "Overland Route", "Cutoff", "Loop"];
const SOLO_NAMES = ["Revenge", "Backbone", "Staircase", "Playground", "Gauntlet", "Chute", "Squeeze", "Switchbacks"];
const DIRECTIONS = ["North", "South", "East", "West", "Upper", "Lower"];

/** A guide name no other guide in the state has, such as "Copper Canyon Trail" or "Hell's Backbone". */
export function uniqueGuideName(
  random: Random,
  townName: string,
  taken: Set<string>,
  kind: "trail" | "route",
  words: LandscapeWords,
): string {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = guideName(random, townName, kind, words);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const base = guideName(random, townName, kind, words);
  for (const direction of DIRECTIONS) {
    const name = `${direction} ${base}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error(`No free guide name left near ${townName}`);
}

function guideName(random: Random, townName: string, kind: "trail" | "route", words: LandscapeWords): string {
  const suffix = random.pick(kind === "trail" ? words.trailSuffixes : ROUTE_SUFFIXES);
  const shape = random.int(0, 9);
  const { landmarks } = words;
  if (shape < 5) return `${random.pick(landmarks)} ${random.pick(words.terrain)} ${suffix}`;
  if (shape < 7) return `${random.pick(landmarks)} ${random.pick(SOLO_NAMES)}`;
  if (shape < 9) return `${townName} ${random.pick(words.terrain)} ${suffix}`;
  return `${random.pick(landmarks)} ${suffix}`;
}

const PARK_SHAPES = [
  (town: string) => `${town} ORV Park`,
  (town: string) => `${town} OHV Area`,
  (_town: string, word: string) => `${word} Off-Road Park`,
  (_town: string, word: string, terrain: string) => `${word} ${terrain} OHV Area`,
  (_town: string, word: string) => `${word} Motorsports Park`,
];

/** Whether a landscape's words make `title` without a town in it ("Bear Off-Road Park"). */
export function isParkNameOf(title: string, words: LandscapeWords): boolean {
  return PARK_SHAPES.some((shape) =>
    words.landmarks.some((landmark) => words.terrain.some((terrain) => shape("", landmark, terrain) === title)),
  );
}

export function uniqueParkName(random: Random, townName: string, taken: Set<string>, words: LandscapeWords): string {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = random.pick(PARK_SHAPES)(townName, random.pick(words.landmarks), random.pick(words.terrain));
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
// Waypoint names fit any landscape: no canyon viewpoint on a coastal plain.
const CAMP_NAMES = ["Camp Spot", "Creekside Camp", "Shady Camp", "Pine Camp", "Overlook Camp", "Cottonwood Camp"];
const VIEWPOINT_NAMES = ["Scenic Overlook", "Vista Point", "Photo Stop", "Wide View", "Sunset Point", "Lookout"];
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
