// The pure demo-content generator: the same places in, the same content out, with no I/O.
import { DEMO_CONTENT_PLAN, type PlannedStateContent } from "../demo-content-plan";
import { BLOG_AUTHORS, generateBlogPosts, generateEvents, generateHelpArticles } from "./articles";
import type { DemoAuthors, StateContext } from "./context";
import {
  PHOTO_PALETTES,
  type DemoContent,
  type OrvParkDraft,
  type PhotoSeed,
  type SeedState,
  type SeedTown,
  type TrailDraft,
} from "./model";
import { generateOrvPark } from "./orv-parks";
import { isParkNameOf } from "./names";
import { wordsFor, type LandscapeWords } from "./landscapes";
import { generatePersonalContent } from "./personal";
import { paletteFor, planRegions, type PlacedRegion } from "./places";
import { createRandom, type Random } from "./prng";
import { generateMembers } from "./reviews";
import { generateScoutRoute } from "./scout-routes";
import { FAMOUS_TRAILS, generateTrail } from "./trails";

export const DEMO_CONTENT_SEED = 20_261_101;
const PHOTOS_PER_PALETTE = 5;
const BADGE_OF_HONOR_TRAILS = 15;
/** Every third state of the plan shows its first trail as an All-Access Preview. */
const PREVIEW_STATE_STEP = 3;

export interface DemoContentInput {
  states: readonly SeedState[];
  /** Towns of (at least) the planned states. */
  towns: readonly SeedTown[];
  authors: DemoAuthors;
  /** Demo accounts that write reviews and vote, besides the generated members. */
  reviewerEmails: readonly string[];
  plan?: readonly PlannedStateContent[];
}

function photoPool(): PhotoSeed[] {
  return PHOTO_PALETTES.flatMap((palette, paletteIndex) =>
    Array.from({ length: PHOTOS_PER_PALETTE }, (_, index) => ({ seed: 100 * (paletteIndex + 1) + index, palette })),
  );
}

export function generateDemoContent(input: DemoContentInput): DemoContent {
  const random = createRandom(DEMO_CONTENT_SEED);
  const plan = input.plan ?? DEMO_CONTENT_PLAN;
  const statesByCode = new Map(input.states.map((state) => [state.code, state]));
  const townsByState = new Map<string, SeedTown[]>();
  for (const town of input.towns) {
    const towns = townsByState.get(town.stateCode);
    if (towns) towns.push(town);
    else townsByState.set(town.stateCode, [town]);
  }
  const pool = photoPool();
  const plannedStates = plan.map((entry) => {
    const state = statesByCode.get(entry.stateCode);
    if (!state) throw new Error(`The demo plan names ${entry.stateCode}, which is not a known state`);
    return state;
  });
  const members = generateMembers(
    random.fork("members"),
    plannedStates.map((state) => state.title),
  );
  const reviewerEmails = [...members.map((member) => member.email), ...input.reviewerEmails];

  const content: DemoContent = {
    photoPool: pool,
    members,
    regions: [],
    trails: [],
    scoutRoutes: [],
    orvParks: [],
    events: [],
    blogAuthors: [...BLOG_AUTHORS],
    blogPosts: [],
    helpArticles: generateHelpArticles(),
    personal: { lists: [], tracks: [], vehicles: [], guideViews: [], statements: [], patrols: [] },
  };
  const statesWithRegions: { state: SeedState; regions: readonly PlacedRegion[] }[] = [];

  plan.forEach((entry, planIndex) => {
    const state = plannedStates[planIndex]!;
    // Each state draws from its own stream, so changing one state's plan leaves the others as they are.
    const stateRandom = random.fork(state.code);
    const towns = (townsByState.get(state.code) ?? []).sort((a, b) => a.id - b.id);
    const regions = planRegions(stateRandom.fork("regions"), state.code, towns, content.regions.length);
    content.regions.push(...regions.map((region) => region.draft));
    statesWithRegions.push({ state, regions });
    const palette = paletteFor(state.code);
    const context: StateContext = {
      random: stateRandom,
      state,
      regions,
      words: wordsFor(state.code),
      takenNames: new Set(),
      poolIndices: pool.flatMap((photo, index) => (photo.palette === palette ? [index] : [])),
      reviewerEmails,
      authors: input.authors,
    };
    const trails = FAMOUS_TRAILS.filter((famous) => famous.stateCode === state.code)
      .slice(0, entry.trails)
      .map((famous) => ({ ...generateTrail(context, famous), isPreview: true, isBoh: true }));
    while (trails.length < entry.trails) trails.push(generateTrail(context));
    if (planIndex % PREVIEW_STATE_STEP === 0) markFirstPublishedAsPreview(trails);
    content.trails.push(...trails);
    for (let count = 0; count < entry.scoutRoutes; count += 1) {
      content.scoutRoutes.push(generateScoutRoute(context, reviewerEmails));
    }
    const takenParkNames = new Set<string>();
    for (let count = 0; count < entry.orvParks; count += 1) {
      const namesake = count === 0 ? namesakeFor(content.orvParks, context.words) : undefined;
      content.orvParks.push(generateOrvPark(context, takenParkNames, namesake));
    }
  });

  markBadgeOfHonorTrails(random.fork("badge-of-honor"), content.trails);
  content.events = generateEvents(random.fork("events"), statesWithRegions);
  content.blogPosts = generateBlogPosts(random.fork("blog"), pool.length);
  const nevadaRegion = content.regions.find((region) => region.stateCode === "NV");
  content.personal = generatePersonalContent(random.fork("personal"), content, nevadaRegion?.title ?? "Nevada backcountry");
  return content;
}

/**
 * Parks in different states share names in real life (more than one "Bear Off-Road Park"), and
 * /orv-parks/{slug} then asks which one. Until the demo has such a pair, a state's first park takes
 * the name of an earlier state's park that its own landscape could have given it.
 */
function namesakeFor(earlierParks: readonly OrvParkDraft[], words: LandscapeWords): string | undefined {
  const firstStateBySlug = new Map<string, string>();
  for (const park of earlierParks) {
    const first = firstStateBySlug.get(park.slug) ?? park.stateCode;
    if (first !== park.stateCode) return undefined;
    firstStateBySlug.set(park.slug, first);
  }
  return earlierParks.find((park) => park.published && isParkNameOf(park.title, words))?.title;
}

function markFirstPublishedAsPreview(trails: TrailDraft[]): void {
  const first = trails.find((trail) => trail.published && !trail.isPreview);
  if (first) first.isPreview = true;
}

/** About fifteen of the hardest published trails carry the Badge of Honor. */
function markBadgeOfHonorTrails(random: Random, trails: TrailDraft[]): void {
  const already = trails.filter((trail) => trail.isBoh).length;
  const candidates = trails.filter((trail) => trail.published && !trail.isBoh && trail.technicalRatingHigh >= 8);
  for (const trail of random.sample(candidates, BADGE_OF_HONOR_TRAILS - already)) trail.isBoh = true;
}
