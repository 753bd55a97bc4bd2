// The relevance table (issue 14): what a driver types into the global bar, on the demo content, and
// what must come first. A name by its words or with a typo; a place; and the plain words of
// "colorado trails", "ohv park tennessee" or "beginner". Each row is checked on the autocomplete
// and on the search page, which read a query the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { advancedSearchPageSchema, searchResultSchema, type SearchHit } from "../../../shared/contracts/search.contract";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Expectation {
  /** What the rule asks for, as the failure names it. */
  says: string;
  holds: (first: SearchHit) => boolean;
}

const named = (index: string, title: string): Expectation => ({
  says: `${index}:${title}`,
  holds: (first) => first.index === index && first.title === title,
});

const GUIDE_INDEXES = ["trails", "scout_routes"];
const isGuide = (hit: SearchHit) => GUIDE_INDEXES.includes(hit.index);

interface Band {
  min: number;
  max: number;
}

/** A guide whose hardest rating falls in the band. */
const isRatedIn = (hit: SearchHit, { min, max }: Band) =>
  isGuide(hit) && hit.technical_rating_high !== null && hit.technical_rating_high >= min && hit.technical_rating_high <= max;

const guideIn = (stateCode: string, band?: Band): Expectation => ({
  says: `a guide in ${stateCode}${band ? ` rated ${band.min}-${band.max} at its hardest` : ""}`,
  holds: (first) => isGuide(first) && first.state_code === stateCode && (!band || isRatedIn(first, band)),
});

const guideRated = (band: Band): Expectation => ({
  says: `a guide rated ${band.min}-${band.max} at its hardest`,
  holds: (first) => isRatedIn(first, band),
});

const guideNear = (town: string): Expectation => ({
  says: `a guide near ${town}`,
  holds: (first) => isGuide(first) && first.nearest_town_name === town,
});

const ofKind = (index: string, stateCode?: string): Expectation => ({
  says: `${index}${stateCode ? ` in ${stateCode}` : ""}`,
  holds: (first) => first.index === index && (!stateCode || first.state_code === stateCode),
});

const titled = (words: string): Expectation => ({
  says: `a title holding "${words}"`,
  holds: (first) => first.title.toLowerCase().includes(words),
});

const EASY = { min: 1, max: 2 };
const EXTREME = { min: 9, max: 10 };

const TABLE: [string, Expectation][] = [
  // Names, whole, begun or misspelt.
  ["rubicon", named("trails", "Rubicon Trail")],
  ["rubicon trail", named("trails", "Rubicon Trail")],
  ["rubicn trail", named("trails", "Rubicon Trail")],
  ["rubicon trail california", named("trails", "Rubicon Trail")],
  ["hells revenge", named("trails", "Hell's Revenge")],
  ["hell's revenge moab", named("trails", "Hell's Revenge")],
  ["hells revenge trail", named("trails", "Hell's Revenge")],
  ["black bear pass", named("trails", "Black Bear Pass")],
  ["blak bear pass", named("trails", "Black Bear Pass")],
  ["black bear pass colorado", named("trails", "Black Bear Pass")],
  ["poison spider loop", named("trails", "Poison Spider Loop")],
  ["iron lake road", named("trails", "Iron Lake Road")],
  ["jeep trail", titled("jeep trail")],
  ["moab ohv area", named("orv_parks", "Moab OHV Area")],
  ["camden orv park", named("orv_parks", "Camden ORV Park")],
  // Places.
  ["utah", named("states", "Utah")],
  ["ut", named("states", "Utah")],
  ["colorad", named("states", "Colorado")],
  ["new mexico", named("states", "New Mexico")],
  ["british columbia", named("states", "British Columbia")],
  ["moab", named("cities", "Moab")],
  ["ourey", named("cities", "Ouray")],
  ["utha", named("states", "Utah")],
  ["moob", named("cities", "Moab")],
  ["san juan mountains", named("regions", "San Juan Mountains")],
  // A state, a town, a kind, a difficulty, in plain words.
  ["colorado trails", guideIn("CO")],
  ["trails in colorado", guideIn("CO")],
  ["colorado 4x4 trails", guideIn("CO")],
  ["utah trails", guideIn("UT")],
  ["trails in utah", guideIn("UT")],
  ["off-road trails in ut", guideIn("UT")],
  ["the best offroad trails in arizona", guideIn("AZ")],
  ["trails near moab", guideNear("Moab")],
  ["moab trails", guideNear("Moab")],
  ["jeep trails near moab", guideNear("Moab")],
  ["trails near ouray", guideNear("Ouray")],
  ["beginner", guideRated(EASY)],
  ["easy trails", guideRated(EASY)],
  ["beginner trails utah", guideIn("UT", EASY)],
  ["extreme", guideRated(EXTREME)],
  ["extreme trails utah", guideIn("UT", EXTREME)],
  ["hard trails california", guideIn("CA", { min: 5, max: 6 })],
  ["ohv park tennessee", ofKind("orv_parks", "TN")],
  ["orv parks in texas", ofKind("orv_parks", "TX")],
  ["ohv areas colorado", ofKind("orv_parks", "CO")],
  ["atv park", ofKind("orv_parks")],
  ["scout routes utah", ofKind("scout_routes", "UT")],
  ["overland routes nevada", ofKind("scout_routes", "NV")],
  ["offroad trails", { says: "a guide", holds: isGuide }],
];

async function firstSuggestion(keyword: string): Promise<SearchHit | undefined> {
  const response = await t.app.request(`/api/v2/search/all/?keyword=${encodeURIComponent(keyword)}`);
  expect(response.status).toBe(200);
  const [first] = z.array(searchResultSchema).parse(await response.json());
  if (!first) return undefined;
  // The global bar's results carry no ratings: the search page's first hit is read for them.
  return firstHit(keyword, first);
}

async function firstHit(keyword: string, suggestion?: { index: string; title: string }): Promise<SearchHit | undefined> {
  const response = await t.app.request(`/api/v2/search/?q=${encodeURIComponent(keyword)}&page_size=50`);
  expect(response.status).toBe(200);
  const { results } = advancedSearchPageSchema.parse(await response.json());
  return suggestion ? results.find((hit) => hit.index === suggestion.index && hit.title === suggestion.title) : results[0];
}

describe("search relevance on the demo content", () => {
  it("has at least forty rows", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)("the global bar puts first, for %j: %s", async (keyword, expected) => {
    const first = await firstSuggestion(keyword);
    expect(first, `nothing found, or the first suggestion is not among the search page's hits`).toBeDefined();
    expect(expected.holds(first!), `${first!.index}:${first!.title} (${first!.state_code}) is not ${expected.says}`).toBe(true);
  });

  it.each(TABLE)("the search page puts first, for %j: %s", async (keyword, expected) => {
    const first = await firstHit(keyword);
    expect(first, "nothing found").toBeDefined();
    expect(expected.holds(first!), `${first!.index}:${first!.title} (${first!.state_code}) is not ${expected.says}`).toBe(true);
  });
});
