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
  /** Landmarks that belong here only, beside the common ones. */
  landmarks: readonly string[];
  /** Kinds of road that belong here only, beside trails, loops and roads. */
  trailSuffixes: readonly string[];
}

export const LANDSCAPE_WORDS: Record<Landscape, LandscapeWords> = {
  desert: {
    terrain: ["Canyon", "Mesa", "Wash", "Gulch", "Flats", "Butte", "Rim", "Basin", "Spring", "Draw", "Bench", "Ridge", "Creek"],
    regionSuffixes: ["Backcountry", "Desert", "Badlands", "Mesas"],
    landmarks: [
      "Red Rock",
      "Slickrock",
      "Sidewinder",
      "Pinyon",
      "Juniper",
      "Cinder",
      "Painted",
      "Poison Spider",
      "Dead Horse",
      "Dry Fork",
    ],
    trailSuffixes: ["Pass", "Shelf Road"],
  },
  mountains: {
    terrain: [
      "Ridge",
      "Peak",
      "Saddle",
      "Gap",
      "Notch",
      "Basin",
      "Creek",
      "Gulch",
      "Lake",
      "Falls",
      "Canyon",
      "Meadow",
      "Spring",
    ],
    regionSuffixes: ["Backcountry", "High Country", "Peaks", "Passes"],
    landmarks: ["Sawtooth", "Granite", "Elk", "Cathedral", "Bighorn", "Tin Cup", "Hogback", "Timberline"],
    trailSuffixes: ["Pass", "Shelf Road"],
  },
  hills: {
    terrain: ["Ridge", "Hollow", "Creek", "Gap", "Knob", "Branch", "Run", "Falls", "Spring", "Bluff", "Bottoms"],
    regionSuffixes: ["Backcountry", "Hills", "Hollows", "Forest Roads"],
    landmarks: ["Hickory", "Laurel", "Moonshine", "Possum", "Blue Ridge", "Chestnut"],
    trailSuffixes: ["Fire Road"],
  },
  plains: {
    terrain: ["Creek", "Flats", "Draw", "Breaks", "Bluff", "Prairie", "Bottoms", "Coulee", "Spring", "Lake"],
    regionSuffixes: ["Backcountry", "Breaks", "Badlands", "Ranch Roads"],
    landmarks: ["Buffalo", "Longhorn", "Prairie Dog", "Sandhill", "Pronghorn"],
    trailSuffixes: ["Ranch Road"],
  },
  lowlands: {
    terrain: ["Creek", "Flats", "Hammock", "Prairie", "Bottoms", "Slough", "Branch", "Pines", "Lake", "Spring", "Bayou"],
    regionSuffixes: ["Backcountry", "Woods", "Sand Roads", "Pinelands"],
    landmarks: ["Cypress", "Palmetto", "Gator", "Live Oak", "Heron", "Turkey"],
    trailSuffixes: ["Sand Road"],
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

const unique = (words: readonly string[]) => [...new Set(words)];

/** Every word a generated name in the state may use, from all its landscapes. */
export function wordsFor(stateCode: string): LandscapeWords {
  const words = landscapesOf(stateCode).map((landscape) => LANDSCAPE_WORDS[landscape]);
  return {
    terrain: unique(words.flatMap((word) => word.terrain)),
    regionSuffixes: unique(words.flatMap((word) => word.regionSuffixes)),
    landmarks: unique(words.flatMap((word) => word.landmarks)),
    trailSuffixes: unique(words.flatMap((word) => word.trailSuffixes)),
  };
}
