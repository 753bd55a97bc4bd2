// Where demo content goes: 2-4 regions per planned state, each anchored at a real town, and the
// towns near each region that guides and parks are placed by.
import { distanceMetres } from "../../../../shared/geo/geometry";
import { slugify } from "../../../../shared/domain/slugify";
import { paragraph } from "./html";
import { wordsFor } from "./landscapes";
import type { PhotoPalette, RegionDraft, SeedTown } from "./model";
import type { Random } from "./prng";

/** Regions everyone knows, placed at their real gateway town when the gazetteer has it. */
const KNOWN_REGIONS: readonly { stateCode: string; title: string; townName: string; blurb: string }[] = [
  { stateCode: "UT", title: "Moab", townName: "Moab", blurb: "Slickrock, sand and red canyons along the Colorado River." },
  {
    stateCode: "UT",
    title: "San Rafael Swell",
    townName: "Castle Dale",
    blurb: "A huge dome of sandstone cut by reefs, washes and old uranium roads.",
  },
  {
    stateCode: "CO",
    title: "San Juan Mountains",
    townName: "Ouray",
    blurb: "High passes, old mining roads and shelf roads above timberline.",
  },
  { stateCode: "CA", title: "Lake Tahoe", townName: "Tahoma", blurb: "Granite slabs and alpine lakes on the Sierra crest." },
  { stateCode: "AZ", title: "Red Rock Country", townName: "Sedona", blurb: "Red sandstone ledges and juniper mesas." },
];

/** How near a town must be to a region's anchor to count as in the region. */
const REGION_RADIUS_METRES = 70_000;
/** Anchors of generated regions stay this far apart, when the state allows it. */
const ANCHOR_SPACING_METRES = 90_000;

const PALETTES: Record<string, PhotoPalette> = {
  UT: "desert",
  AZ: "desert",
  NV: "desert",
  NM: "desert",
  SON: "desert",
  BCN: "desert",
  CHH: "desert",
  OR: "forest",
  WA: "forest",
  BC: "forest",
  ON: "forest",
  MI: "forest",
  ME: "forest",
  NH: "forest",
  NY: "forest",
  PA: "forest",
  WV: "forest",
  NC: "forest",
  TN: "forest",
  CO: "alpine",
  MT: "alpine",
  WY: "alpine",
  AB: "alpine",
  ID: "alpine",
  AK: "alpine",
};

/** The look of a state's photos: desert in the Southwest, forest in the wet North-West and East, alpine in the Rockies. */
export function paletteFor(stateCode: string): PhotoPalette {
  return PALETTES[stateCode] ?? "canyon";
}

const START_ELEVATION: Record<PhotoPalette, [number, number]> = {
  desert: [1_200, 1_900],
  forest: [300, 1_200],
  alpine: [2_200, 3_200],
  canyon: [400, 1_400],
};

export function startElevationRange(stateCode: string): [number, number] {
  return START_ELEVATION[paletteFor(stateCode)];
}

export interface PlacedRegion {
  draft: RegionDraft;
  /** Index of the region in DemoContent.regions. */
  index: number;
  anchor: SeedTown;
  /** Towns within reach of the anchor, the anchor included. */
  towns: SeedTown[];
}

const distanceBetween = (a: SeedTown, b: SeedTown) => distanceMetres([a.longitude, a.latitude], [b.longitude, b.latitude]);

export function planRegions(random: Random, stateCode: string, towns: readonly SeedTown[], firstIndex: number): PlacedRegion[] {
  if (towns.length === 0) throw new Error(`The gazetteer has no towns in ${stateCode}`);
  const anchors: { town: SeedTown; title: string; blurb: string }[] = [];
  for (const known of KNOWN_REGIONS.filter((region) => region.stateCode === stateCode)) {
    const town = towns.find((candidate) => candidate.name === known.townName);
    if (town) anchors.push({ town, title: known.title, blurb: known.blurb });
  }
  const wanted = Math.max(anchors.length, random.int(2, 4));
  for (let attempt = 0; anchors.length < wanted && attempt < 60; attempt += 1) {
    const town = random.pick(towns);
    const title = `${town.name} ${random.pick(wordsFor(stateCode).regionSuffixes)}`;
    const isNew = anchors.every((anchor) => anchor.town.id !== town.id && slugify(anchor.title) !== slugify(title));
    const isSpaced = anchors.every((anchor) => distanceBetween(anchor.town, town) >= ANCHOR_SPACING_METRES);
    if (isNew && (isSpaced || attempt >= 50)) {
      anchors.push({
        town,
        title,
        blurb: "Two-tracks, old ranch and mining roads and quiet backroads within an easy drive of town.",
      });
    }
  }
  return anchors.map((anchor, offset) => ({
    index: firstIndex + offset,
    anchor: anchor.town,
    towns: towns.filter((town) => distanceBetween(anchor.town, town) <= REGION_RADIUS_METRES),
    draft: {
      stateCode,
      slug: slugify(anchor.title),
      title: anchor.title,
      descriptionHtml: paragraph(`${anchor.blurb} Trails here start near ${anchor.town.name}.`),
      anchorTownId: anchor.town.id,
    },
  }));
}
