// What trails and scout routes share: where they start, their line, conditions, editions and photos.
import type { TrailStatus } from "../../../../shared/domain/difficulty";
import { slugify } from "../../../../shared/domain/slugify";
import { generateLine, trailheadNear, type GeneratedLine } from "./lines";
import { daysBefore, toDateString, PHOTO_TYPE, type PhotoUse, type SeedTown } from "./model";
import { startElevationRange, type PlacedRegion } from "./places";
import type { Random } from "./prng";

/** A place for a guide: a region of the state and a real town in it. */
export function placeGuide(random: Random, regions: readonly PlacedRegion[]): { region: PlacedRegion; town: SeedTown } {
  const region = random.pick(regions);
  return { region, town: random.pick(region.towns) };
}

/** A guide named a loop comes round to near where it started. */
export const isLoopTitle = (title: string) => title.includes("Loop");

/** Most guides are a half-day run of 2-14 miles; some are long days or overnights up to about 38. */
export function guideLine(random: Random, stateCode: string, town: SeedTown, title: string, miles?: number): GeneratedLine {
  const [low, high] = startElevationRange(stateCode);
  const randomMiles = random.next() < 0.7 ? random.float(2.5, 14) : random.float(14, 38);
  return generateLine(random, trailheadNear(random, town), {
    targetMiles: miles ?? randomMiles,
    isLoop: isLoopTitle(title),
    startElevation: random.chance(0.6) ? random.float(low, high) : null,
  });
}

const ROAD_CONDITIONS: Record<TrailStatus, readonly string[]> = {
  open: [
    "Dry and in good shape; washboard on the approach road.",
    "Graded last season; a few ruts after the creek crossing.",
    "Firm and dry; loose rock on the steeper climbs.",
    "Good condition; some brush encroaching near the top.",
  ],
  caution: [
    "Muddy in the shaded sections after recent storms.",
    "A washout near the halfway point; passable with a spotter.",
    "Deep ruts and standing water below the pass.",
  ],
  closed: ["Closed by the land manager for the season.", "Gate locked for wildlife closure until spring."],
  impassable: ["Snow drifts block the pass.", "A rockslide blocks the road past the first camp."],
};

/** Mostly open, sometimes a warning, rarely closed: how field reports tend to come in. */
export function guideConditions(random: Random) {
  const roll = random.next();
  const status: TrailStatus = roll < 0.76 ? "open" : roll < 0.9 ? "caution" : roll < 0.96 ? "closed" : "impassable";
  return {
    status,
    roadCondition: random.pick(ROAD_CONDITIONS[status]),
    statusReportedAt: daysBefore(random.int(1, 120)),
  };
}

const STATE_MESSAGES = [
  "Seasonal closure from December 1 to April 15.",
  "A fire restriction is in effect: no campfires outside developed sites.",
  "Private land borders the route: stay on the road and leave gates as you find them.",
];

export function stateMessage(random: Random): string | null {
  return random.chance(0.15) ? random.pick(STATE_MESSAGES) : null;
}

export function permitLink(random: Random, title: string): string | null {
  return random.chance(0.2) ? `https://example.org/permits/${slugify(title)}` : null;
}

/** First published 2 months to 4 years before the demo date; some got a new edition since. */
export function guideEditions(random: Random) {
  const firstDaysAgo = random.int(60, 1_500);
  const lastDaysAgo = random.int(10, firstDaysAgo);
  const hasNewEdition = lastDaysAgo < firstDaysAgo && random.chance(0.25);
  return {
    createdAt: daysBefore(firstDaysAgo + random.int(3, 30)),
    originalPublishDate: toDateString(daysBefore(firstDaysAgo)),
    lastPublishedDate: toDateString(daysBefore(lastDaysAgo)),
    newEditionDate: hasNewEdition ? toDateString(daysBefore(lastDaysAgo)) : null,
  };
}

/** Hero, camping and hardest-part photos from the state's share of the pool. */
export function guidePhotos(random: Random, poolIndices: readonly number[], title: string): PhotoUse[] {
  const [hero, camping, hardest] = random.sample(poolIndices, 3);
  return [
    { poolIndex: hero!, photoType: PHOTO_TYPE.hero, position: 0, caption: title },
    { poolIndex: camping!, photoType: PHOTO_TYPE.camping, position: 1, caption: `Camping along ${title}` },
    { poolIndex: hardest!, photoType: PHOTO_TYPE.hardestPart, position: 2, caption: `The hardest part of ${title}` },
  ];
}

interface GuideBaseInput {
  stateCode: string;
  region: PlacedRegion;
  town: SeedTown;
  title: string;
  line: GeneratedLine;
  conditions: ReturnType<typeof guideConditions>;
  editions: ReturnType<typeof guideEditions>;
  published: boolean;
  authorEmail: string;
}

/**
 * The record fields trails and scout routes share. The state message and permit link are drawn here,
 * in this order, so one seed keeps giving the same guides.
 */
export function guideBaseFields(random: Random, input: GuideBaseInput) {
  const { stateCode, region, town, title, line, conditions, editions, published, authorEmail } = input;
  return {
    stateCode,
    regionIndex: region.index,
    town,
    title,
    slug: slugify(title),
    ...line,
    stateMessage: stateMessage(random),
    ...conditions,
    permitInformationLink: permitLink(random, title),
    published,
    authorEmail,
    ...editions,
  };
}
