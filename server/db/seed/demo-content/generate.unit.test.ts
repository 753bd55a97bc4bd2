import { describe, expect, it } from "vitest";
import { difficultyProps } from "../../../../shared/domain/difficulty";
import type { Position } from "../../../../shared/geo/geometry";
import { DEMO_CONTENT_PLAN } from "../demo-content-plan";
import { slugify } from "../../../../shared/domain/slugify";
import { generateDemoContent, type DemoContentInput } from "./generate";
import type { GuideDraft, SeedState, SeedTown } from "./model";
import { LANDSCAPE_WORDS, LANDSCAPES, wordsFor, type LandscapeWords } from "./landscapes";
import { reviewTotals } from "./reviews";

/** A made-up gazetteer: thirty towns on a grid around a point per planned state, plus the famous gateways. */
function fixtureInput(): DemoContentInput {
  const states: SeedState[] = DEMO_CONTENT_PLAN.map(({ stateCode }) => ({
    code: stateCode,
    title: `State ${stateCode}`,
    countryCode: "US",
  }));
  let id = 0;
  const towns: SeedTown[] = DEMO_CONTENT_PLAN.flatMap(({ stateCode }, stateIndex) =>
    Array.from({ length: 30 }, (_, index) => ({
      id: ++id,
      stateCode,
      name: `Town ${stateCode} ${index}`,
      countyName: `County ${index % 4}`,
      latitude: 30 + (stateIndex % 7) * 3 + Math.floor(index / 6) * 0.3,
      longitude: -120 + Math.floor(stateIndex / 7) * 6 + (index % 6) * 0.3,
    })),
  );
  const gateways = [
    { stateCode: "UT", name: "Moab", latitude: 38.57, longitude: -109.55 },
    { stateCode: "CA", name: "Tahoma", latitude: 39.07, longitude: -120.13 },
    { stateCode: "CO", name: "Ouray", latitude: 38.02, longitude: -107.67 },
  ];
  for (const gateway of gateways) towns.push({ id: ++id, countyName: "Gateway", ...gateway });
  return {
    states,
    towns,
    authors: { writerEmail: "writer@example.test", scoutEmail: "scout@example.test", editorEmail: "admin@example.test" },
    reviewerEmails: ["free@example.test", "member@example.test"],
  };
}

const input = fixtureInput();
const content = generateDemoContent(input);
const guides: GuideDraft[] = [...content.trails, ...content.scoutRoutes];
const townsById = new Map(input.towns.map((town) => [town.id, town]));

const isInside = ([longitude, latitude]: Position, [[west, south], [east, north]]: GuideDraft["bounds"]) =>
  longitude >= west && longitude <= east && latitude >= south && latitude <= north;

describe(generateDemoContent.name, () => {
  it("gives the same content for the same places", () => {
    expect(JSON.stringify(generateDemoContent(fixtureInput()))).toBe(JSON.stringify(content));
  });

  it("creates what the plan asks for, in every planned state", () => {
    for (const entry of DEMO_CONTENT_PLAN) {
      expect(content.trails.filter((trail) => trail.stateCode === entry.stateCode)).toHaveLength(entry.trails);
      expect(content.scoutRoutes.filter((route) => route.stateCode === entry.stateCode)).toHaveLength(entry.scoutRoutes);
      expect(content.orvParks.filter((park) => park.stateCode === entry.stateCode)).toHaveLength(entry.orvParks);
    }
    expect(content.trails.length).toBeGreaterThanOrEqual(300);
    expect(content.scoutRoutes.length).toBeGreaterThanOrEqual(150);
    expect(content.orvParks.length).toBeGreaterThanOrEqual(40);
  });

  it("names one park like a park of another state, so a short URL has two parks to choose from", () => {
    const statesBySlug = new Map<string, Set<string>>();
    for (const park of content.orvParks.filter((candidate) => candidate.published)) {
      statesBySlug.set(park.slug, (statesBySlug.get(park.slug) ?? new Set()).add(park.stateCode));
    }
    expect([...statesBySlug.values()].filter((states) => states.size > 1)).toHaveLength(1);
  });

  it("places every guide and park near a town of its own state", () => {
    for (const item of [...guides, ...content.orvParks]) {
      expect(townsById.get(item.town.id)?.stateCode).toBe(item.stateCode);
    }
  });

  it("draws lines that start at the trailhead, stay inside their bounds and have a realistic length", () => {
    for (const guide of guides) {
      const { coordinates } = guide.geojson;
      expect(coordinates[0]!.slice(0, 2)).toEqual([guide.trailheadLongitude, guide.trailheadLatitude]);
      expect(coordinates.length).toBeGreaterThanOrEqual(60);
      expect(coordinates.length).toBeLessThanOrEqual(400);
      expect(coordinates.every((point) => isInside(point, guide.bounds))).toBe(true);
      expect(guide.lengthMiles).toBeGreaterThanOrEqual(2);
      expect(guide.lengthMiles).toBeLessThanOrEqual(40);
    }
    expect(guides.some((guide) => guide.geojson.coordinates[0]!.length === 3)).toBe(true);
    expect(guides.some((guide) => guide.geojson.coordinates[0]!.length === 2)).toBe(true);
  });

  it("orders 4-12 waypoints along the line of every trail and scout route, from trailhead to end", () => {
    for (const trail of [...content.trails, ...content.scoutRoutes]) {
      const { waypoints } = trail;
      expect(waypoints.length).toBeGreaterThanOrEqual(4);
      expect(waypoints.length).toBeLessThanOrEqual(12);
      expect(waypoints[0]).toEqual(expect.objectContaining({ name: "Trailhead", waypointType: "trailhead" }));
      expect(waypoints.at(-1)?.waypointType).toBe("end");
      const positions = waypoints.map(({ longitude, latitude }) =>
        trail.geojson.coordinates.findIndex(([lng, lat]) => lng === longitude && lat === latitude),
      );
      expect(positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!))).toBe(true);
    }
  });

  it("names guides uniquely within a state, with slugs from their titles", () => {
    for (const entry of DEMO_CONTENT_PLAN) {
      const titles = guides.filter((guide) => guide.stateCode === entry.stateCode).map((guide) => guide.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(guides.every((guide) => guide.slug === slugify(guide.title))).toBe(true);
  });

  it("includes the famous trails at their gateway towns, and a Moab region", () => {
    expect(content.trails.find((trail) => trail.title === "Rubicon Trail")).toEqual(
      expect.objectContaining({ stateCode: "CA", published: true }),
    );
    expect(content.trails.find((trail) => trail.title === "Hell's Revenge")?.town.name).toBe("Moab");
    expect(content.regions).toContainEqual(expect.objectContaining({ stateCode: "UT", title: "Moab", slug: "moab" }));
  });

  it("gives every planned state 2-4 regions with unique slugs", () => {
    for (const entry of DEMO_CONTENT_PLAN) {
      const slugs = content.regions.filter((region) => region.stateCode === entry.stateCode).map((region) => region.slug);
      expect(slugs.length).toBeGreaterThanOrEqual(2);
      expect(slugs.length).toBeLessThanOrEqual(4);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("marks published previews across many states and about fifteen Badge of Honor trails", () => {
    const previews = content.trails.filter((trail) => trail.isPreview);
    expect(previews.every((trail) => trail.published)).toBe(true);
    expect(new Set(previews.map((trail) => trail.stateCode)).size).toBeGreaterThanOrEqual(10);
    expect(content.trails.filter((trail) => trail.isBoh)).toHaveLength(15);
  });

  it("keeps ratings in range and leaves some scout routes unrated", () => {
    for (const trail of content.trails) {
      expect(trail.technicalRatingLow).toBeGreaterThanOrEqual(1);
      expect(trail.technicalRatingHigh).toBeGreaterThanOrEqual(trail.technicalRatingLow);
      expect(trail.technicalRatingHigh).toBeLessThanOrEqual(10);
    }
    expect(content.scoutRoutes.some((route) => route.difficulty === null)).toBe(true);
    expect(content.scoutRoutes.some((route) => route.acceptedAt === null)).toBe(true);
  });

  it("names in each trail's teaser the difficulty its badge shows, the band of the rating's low end", () => {
    for (const trail of content.trails) {
      const band = difficultyProps(trail.technicalRatingLow).label.toLowerCase();
      expect(trail.teaser, trail.title).toMatch(new RegExp(`^A [\\d.]+-mile ${band} trail near `));
    }
  });

  it("has each reviewer review a guide at most once, and only published guides", () => {
    for (const guide of guides) {
      const reviewers = guide.reviews.map((review) => review.userEmail);
      expect(new Set(reviewers).size).toBe(reviewers.length);
      if (!guide.published) expect(guide.reviews).toEqual([]);
    }
    expect(guides.some((guide) => guide.reviews.length > 0)).toBe(true);
  });

  it("writes blog posts of well over a hundred words that do not repeat their summary", () => {
    for (const post of content.blogPosts) {
      expect(post.bodyMarkdown.startsWith("## ")).toBe(true);
      expect(post.bodyMarkdown).not.toContain(post.summary);
      expect(post.bodyMarkdown.split(/\s+/).length).toBeGreaterThan(100);
    }
    const words = content.blogPosts.reduce((total, post) => total + post.bodyMarkdown.split(/\s+/).length, 0);
    expect(words / content.blogPosts.length).toBeGreaterThan(130);
  });

  it("writes reviews that read differently, each in keeping with its stars", () => {
    const reviews = guides.flatMap((guide) => guide.reviews);
    const timesUsed = new Map<string, number>();
    for (const review of reviews) timesUsed.set(review.body, (timesUsed.get(review.body) ?? 0) + 1);
    expect(reviews.length).toBeGreaterThan(500);
    expect(timesUsed.size).toBeGreaterThan(reviews.length * 0.6);
    expect(Math.max(...timesUsed.values())).toBeLessThanOrEqual(6);
    for (const review of reviews.filter(({ rating }) => rating === 1)) expect(review.body).not.toMatch(/spot on|unreal/);
  });

  it("gives every guide a hero, camping and hardest-part photo from the pool", () => {
    for (const guide of guides) {
      expect(guide.photos.map((photo) => photo.photoType)).toEqual([0, 1, 2]);
      expect(guide.photos.every((photo) => photo.poolIndex < content.photoPool.length)).toBe(true);
    }
  });

  it("generates unique member emails on the demo domain", () => {
    const emails = content.members.map((member) => member.email);
    expect(emails).toHaveLength(20);
    expect(new Set(emails).size).toBe(20);
    expect(emails.every((email) => email.endsWith("@demo.trailguide.test"))).toBe(true);
  });

  it("gives events, blog posts and help articles unique slugs", () => {
    for (const items of [content.events, content.blogPosts, content.helpArticles]) {
      const slugs = items.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe("names that fit their place", () => {
  const wordsOf = (words: LandscapeWords) => [
    ...words.terrain,
    ...words.landmarks,
    ...words.regionSuffixes,
    ...words.trailSuffixes,
  ];
  const everyLandWord = new Set(LANDSCAPES.flatMap((landscape) => wordsOf(LANDSCAPE_WORDS[landscape])));
  const says = (text: string, word: string) => new RegExp(`\\b${word}\\b`).test(text);
  /** Each generated name with its state, the real town it names (not generated) cut out. */
  const names = [
    ...[...content.trails, ...content.scoutRoutes].flatMap((guide) => [
      { stateCode: guide.stateCode, name: guide.title.replace(guide.town.name, "") },
      ...guide.waypoints.map((waypoint) => ({ stateCode: guide.stateCode, name: waypoint.name })),
    ]),
    ...content.orvParks.map((park) => ({ stateCode: park.stateCode, name: park.title.replace(park.town.name, "") })),
    ...content.regions.map((region) => ({
      stateCode: region.stateCode,
      name: region.title.replace(townsById.get(region.anchorTownId)!.name, ""),
    })),
  ];

  it("uses no land word of a landscape its state does not have", () => {
    const misfits = names.flatMap(({ stateCode, name }) => {
      const allowed = new Set(wordsOf(wordsFor(stateCode)));
      return [...everyLandWord]
        .filter((word) => !allowed.has(word) && says(name, word))
        .map((word) => `${stateCode}: ${name} (${word})`);
    });
    expect(misfits).toEqual([]);
  });

  it("puts no canyon, mesa, peak or pass on the flat coast, and no bayou or hammock in the desert", () => {
    const mountainAndDesert = [
      "Canyon",
      "Mesa",
      "Butte",
      "Peak",
      "Rim",
      "Notch",
      "Gulch",
      "Pass",
      "Shelf Road",
      "Desert",
      "Slickrock",
    ];
    const coastal = ["Bayou", "Hammock", "Slough", "Cypress", "Palmetto", "Gator", "Sand Road"];
    const inState = (code: string) => names.filter(({ stateCode }) => stateCode === code).map(({ name }) => name);
    for (const flat of ["FL", "MI"]) {
      expect(inState(flat).filter((name) => mountainAndDesert.some((word) => says(name, word)))).toEqual([]);
    }
    expect(inState("UT").filter((name) => coastal.some((word) => says(name, word)))).toEqual([]);
    // The words each landscape keeps still show up where they belong.
    expect(inState("UT").some((name) => says(name, "Canyon") || says(name, "Mesa"))).toBe(true);
  });
});

describe(reviewTotals.name, () => {
  it("averages to two decimals, and is zero without reviews", () => {
    expect(reviewTotals([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ reviewAverage: 4.33, reviewCount: 3 });
    expect(reviewTotals([])).toEqual({ reviewAverage: 0, reviewCount: 0 });
  });
});
