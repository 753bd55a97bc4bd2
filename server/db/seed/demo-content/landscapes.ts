// The lie of the land in each planned state, and the words generated names may use there: no
// canyon or mesa on the Florida coast, no bayou or hammock in Utah. A state may span several
// landscapes (California's Sierra and Mojave); its names draw from all of them.
export const LANDSCAPES = ["desert", "mountains", "hills", "plains", "lowlands"] as const;
export type Landscape = (typeof LANDSCAPES)[number];

export interface LandscapeWords {
  /** The land feature in a name: "Copper Canyon Trail", "Laurel Hollow Road". */
  terrain: readonly string[];
  /** What a region around a town is called: "Ely Backcountry", "Ocala Pinelands". */
  regionSuffixes: readonly string[];
  /** The first word of a name: "Rattlesnake Flats", "Cypress Slough Trail". */
  landmarks: readonly string[];
  /** The kind of road a trail is, a word repeated to make it likelier: "Trail", "Shelf Road". */
  trailSuffixes: readonly string[];
}

/** Landmarks that fit anywhere. */
const COMMON_LANDMARKS = [
  "Hell's",
  "Devil's",
  "Eagle",
  "Copper",
  "Coyote",
  "Rattlesnake",
  "Lost",
  "Bear",
  "Cougar",
  "Silver",
  "Golden",
  "Thunder",
  "Broken",
  "Chimney",
  "Ghost",
  "Miner's",
  "Smuggler's",
  "Outlaw",
  "Buckskin",
  "Black Bear",
  "Widow's",
  "Hidden",
  "Whiskey",
  "Iron",
  "Crystal",
  "Kingfisher",
  "Lonesome",
  "Mustang",
  "Quartz",
  "Raven",
  "Wagon Wheel",
];

const TRAILS = ["Trail", "Trail", "Trail", "Loop", "Road", "Jeep Trail"];

// The desert's lists are the ones every state used before names followed the land, in their order,
// so the Southwest's names (which search examples and tests name) stay as they were.
export const LANDSCAPE_WORDS: Record<Landscape, LandscapeWords> = {
  desert: {
    terrain: [
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
    ],
    regionSuffixes: ["Backcountry", "Desert", "Badlands", "Mesas"],
    landmarks: [
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
    ],
    trailSuffixes: ["Trail", "Trail", "Trail", "Pass", "Loop", "Road", "Jeep Trail", "Shelf Road"],
  },
  mountains: {
    terrain: [
      "Canyon",
      "Ridge",
      "Gulch",
      "Creek",
      "Flats",
      "Basin",
      "Spring",
      "Peak",
      "Saddle",
      "Gap",
      "Notch",
      "Falls",
      "Lake",
      "Meadow",
      "Rim",
    ],
    regionSuffixes: ["Backcountry", "High Country", "Peaks", "Passes"],
    landmarks: [
      ...COMMON_LANDMARKS,
      "Sawtooth",
      "Granite",
      "Elk",
      "Cathedral",
      "Sheep",
      "Bighorn",
      "Tin Cup",
      "Hogback",
      "Timberline",
    ],
    trailSuffixes: ["Trail", "Trail", "Trail", "Pass", "Loop", "Road", "Jeep Trail", "Shelf Road"],
  },
  hills: {
    terrain: ["Ridge", "Hollow", "Creek", "Gap", "Knob", "Branch", "Run", "Falls", "Spring", "Bluff", "Bottoms", "Lake"],
    regionSuffixes: ["Backcountry", "Hills", "Hollows", "Forest Roads"],
    landmarks: [...COMMON_LANDMARKS, "Hickory", "Laurel", "Moonshine", "Possum", "Blue Ridge", "Chestnut"],
    trailSuffixes: [...TRAILS, "Fire Road"],
  },
  plains: {
    terrain: ["Creek", "Flats", "Draw", "Breaks", "Bluff", "Prairie", "Bottoms", "Coulee", "Spring", "Lake", "Butte"],
    regionSuffixes: ["Backcountry", "Breaks", "Badlands", "Ranch Roads"],
    landmarks: [...COMMON_LANDMARKS, "Buffalo", "Longhorn", "Prairie Dog", "Sandhill", "Pronghorn"],
    trailSuffixes: [...TRAILS, "Ranch Road"],
  },
  lowlands: {
    terrain: ["Creek", "Flats", "Hammock", "Prairie", "Bottoms", "Slough", "Branch", "Pines", "Lake", "Spring", "Bayou"],
    regionSuffixes: ["Backcountry", "Woods", "Sand Roads", "Pinelands"],
    landmarks: [...COMMON_LANDMARKS, "Cypress", "Palmetto", "Gator", "Live Oak", "Heron", "Turkey"],
    trailSuffixes: [...TRAILS, "Sand Road"],
  },
};

/** Where the state's off-road country lies; a state not listed is taken for rolling hills. */
const STATE_LANDSCAPES: Record<string, readonly Landscape[]> = {
  UT: ["desert"],
  AZ: ["desert"],
  NV: ["desert"],
  NM: ["desert"],
  BCN: ["desert"],
  CHH: ["desert", "mountains"],
  SON: ["desert"],
  CA: ["mountains", "desert"],
  CO: ["mountains"],
  ID: ["mountains"],
  MT: ["mountains", "plains"],
  WY: ["mountains", "plains"],
  OR: ["mountains"],
  WA: ["mountains"],
  AK: ["mountains"],
  BC: ["mountains"],
  AB: ["mountains", "plains"],
  NH: ["mountains"],
  TX: ["plains", "desert"],
  OK: ["plains"],
  SD: ["plains"],
  FL: ["lowlands"],
  GA: ["hills", "lowlands"],
  MI: ["lowlands"],
  ON: ["lowlands"],
  ME: ["hills"],
  AR: ["hills"],
  TN: ["hills"],
  NC: ["hills"],
  PA: ["hills"],
  NY: ["hills"],
  WV: ["hills"],
  KY: ["hills"],
  VA: ["hills"],
  MO: ["hills"],
};

export function landscapesOf(stateCode: string): readonly Landscape[] {
  return STATE_LANDSCAPES[stateCode] ?? ["hills"];
}

/** Every word a generated name in the state may use: its one landscape's lists, or all of its landscapes' together. */
export function wordsFor(stateCode: string): LandscapeWords {
  const words = landscapesOf(stateCode).map((landscape) => LANDSCAPE_WORDS[landscape]);
  if (words.length === 1) return words[0]!;
  return {
    terrain: [...new Set(words.flatMap((word) => word.terrain))],
    regionSuffixes: [...new Set(words.flatMap((word) => word.regionSuffixes))],
    landmarks: [...new Set(words.flatMap((word) => word.landmarks))],
    trailSuffixes: words.flatMap((word) => word.trailSuffixes),
  };
}
