import { describe, expect, it } from "vitest";
import type { SearchIndex } from "../../../shared/domain/search-options";
import { isPlainText, readQuery, type QueryReading } from "./query-reading";
import { searchTerms } from "./search-text";

const STATES = [
  { code: "CO", title: "Colorado" },
  { code: "UT", title: "Utah" },
  { code: "TN", title: "Tennessee" },
  { code: "NM", title: "New Mexico" },
  { code: "NY", title: "New York" },
  { code: "IN", title: "Indiana" },
  { code: "OR", title: "Oregon" },
  { code: "BC", title: "British Columbia" },
  { code: "SON", title: "Sonora" },
];

const read = (typed: string): Omit<QueryReading, "typed"> => {
  const { typed: _typed, ...reading } = readQuery(searchTerms(typed), STATES);
  return reading;
};

const EASY = { min: 1, max: 2 };
const EXTREME = { min: 9, max: 10 };
const GUIDES: SearchIndex[] = ["trails", "scout_routes"];

describe("readQuery", () => {
  it.each<[string, Partial<QueryReading>]>([
    ["colorado trails", { text: [], stateCode: "CO", indexes: GUIDES, difficulty: null }],
    ["trails in utah", { text: [], stateCode: "UT", indexes: GUIDES }],
    ["trails near moab", { text: ["moab"], stateCode: null, indexes: GUIDES }],
    ["moab trails", { text: ["moab"], indexes: GUIDES }],
    ["beginner", { text: [], indexes: GUIDES, difficulty: EASY }],
    ["easy trails colorado", { text: [], stateCode: "CO", indexes: GUIDES, difficulty: EASY }],
    ["extreme", { difficulty: EXTREME, indexes: GUIDES }],
    ["ohv park tennessee", { text: [], stateCode: "TN", indexes: ["orv_parks"] }],
    ["orv parks", { text: [], indexes: ["orv_parks"] }],
    ["atv", { text: [], indexes: ["orv_parks"] }],
    ["scout routes utah", { text: [], stateCode: "UT", indexes: ["scout_routes"] }],
    ["off-road trails new mexico", { text: [], stateCode: "NM", indexes: GUIDES }],
    ["trails british columbia", { stateCode: "BC", indexes: GUIDES }],
    ["the best offroad trails", { text: [], indexes: GUIDES, stateCode: null }],
    ["moab ut", { text: ["moab"], stateCode: "UT" }],
    ["easy trails colora", { text: [], stateCode: "CO", difficulty: EASY }],
  ])("reads %j", (typed, expected) => {
    expect(read(typed)).toMatchObject(expected);
  });

  it("searches a state's name alone as text, so the state itself can come first", () => {
    expect(read("colorado")).toEqual({ text: ["colorado"], stateCode: null, indexes: null, difficulty: null });
    expect(read("new mexico")).toMatchObject({ text: ["new", "mexico"], stateCode: null });
    expect(read("ut")).toMatchObject({ text: ["ut"], stateCode: null });
  });

  it("never reads an everyday word or a part of a name as a postal code", () => {
    expect(read("trails in colorado").stateCode).toBe("CO");
    expect(read("la sal pass")).toMatchObject({ text: ["la", "sal", "pass"], stateCode: null });
    expect(read("sawtooth or granite")).toMatchObject({ text: ["sawtooth", "granite"], stateCode: null });
    expect(read("trails son")).toMatchObject({ text: ["son"], stateCode: null });
  });

  it("reads a name with no special word as plain text", () => {
    const reading = readQuery(searchTerms("black bear pass"), STATES);
    expect(reading.text).toEqual(["black", "bear", "pass"]);
    expect(isPlainText(reading)).toBe(true);
    expect(isPlainText(readQuery(searchTerms("rubicon trail"), STATES))).toBe(false);
  });

  it("keeps every typed word for the names that contain them", () => {
    expect(readQuery(searchTerms("Rubicon Trail"), STATES).typed).toEqual(["rubicon", "trail"]);
  });
});

describe("readQuery at the edges", () => {
  it("reads fewer typed words than a state's name has", () => {
    expect(readQuery(searchTerms("the rubicon"), STATES)).toMatchObject({ text: ["rubicon"], stateCode: null, indexes: null });
  });

  it("reads common words alone as a wish for guides", () => {
    expect(readQuery(searchTerms("offroad"), STATES)).toMatchObject({ text: [], indexes: ["trails", "scout_routes"] });
  });
});
