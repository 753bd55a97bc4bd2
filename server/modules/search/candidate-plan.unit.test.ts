import { describe, expect, it } from "vitest";
import { planCandidates, POPULAR_SLICE, RANK_ALL_LIMIT } from "./candidate-plan";

const TOTAL = 95_000;
const word = (query: string, breadth: number) => ({ query, breadth });

describe("planCandidates", () => {
  it("looks up a narrow word and ranks every match", () => {
    expect(planCandidates([word("rubicon:*", 40)], TOTAL)).toEqual({ seek: "(rubicon:*)", slice: RANK_ALL_LIMIT });
  });

  it("walks the popular documents for a word most of them hold", () => {
    expect(planCandidates([word("trail:*", 30_000)], TOTAL)).toEqual({ seek: null, slice: POPULAR_SLICE });
  });

  it("looks up two broad words that are rarely found together", () => {
    expect(planCandidates([word("mesa:*", 5_000), word("basin:*", 5_000)], TOTAL)).toEqual({
      seek: "(mesa:*) & (basin:*)",
      slice: POPULAR_SLICE,
    });
  });

  it("leaves a very common word out of the lookup of a narrow one, to be checked on the rows found", () => {
    expect(planCandidates([word("c:*", 75_000), word("kalomi:*", 20)], TOTAL)).toEqual({
      seek: "(kalomi:*)",
      slice: RANK_ALL_LIMIT,
    });
  });

  it("checks a word on a narrow word's few matches rather than read its long list of postings", () => {
    expect(planCandidates([word("rubicon:*", 40), word("pass:*", 1_000)], TOTAL)).toEqual({
      seek: "(rubicon:*)",
      slice: RANK_ALL_LIMIT,
    });
    expect(planCandidates([word("rubicon:*", 40), word("rubble:*", 600)], TOTAL)).toEqual({
      seek: "(rubicon:*) & (rubble:*)",
      slice: RANK_ALL_LIMIT,
    });
  });

  it("looks up every word while nothing is counted yet", () => {
    expect(planCandidates([word("moab:*", 0), word("rim:*", 0)], 0)).toEqual({
      seek: "(moab:*) & (rim:*)",
      slice: RANK_ALL_LIMIT,
    });
  });
});
