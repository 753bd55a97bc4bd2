import { describe, expect, it } from "vitest";
import { DEMO_CONTENT_PLAN, plannedContentCount } from "./demo-content-plan";
import { readGazetteerStates } from "./gazetteer";

const total = (field: "trails" | "scoutRoutes" | "orvParks") => DEMO_CONTENT_PLAN.reduce((sum, entry) => sum + entry[field], 0);

describe("DEMO_CONTENT_PLAN", () => {
  it("plans enough content to fill the map", () => {
    expect(total("trails")).toBeGreaterThanOrEqual(300);
    expect(total("scoutRoutes")).toBeGreaterThanOrEqual(150);
    expect(total("orvParks")).toBeGreaterThanOrEqual(40);
  });

  it("names each state once, and only states that exist, in all three countries", async () => {
    const states = new Map((await readGazetteerStates()).map((state) => [state.code, state.countryCode]));
    const codes = DEMO_CONTENT_PLAN.map((entry) => entry.stateCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => !states.has(code))).toEqual([]);
    expect(new Set(codes.map((code) => states.get(code)))).toEqual(new Set(["US", "CAN", "MX"]));
  });

  it("counts a state's planned content, and zero outside the plan", () => {
    expect(plannedContentCount("UT")).toBe(30 + 14 + 3);
    expect(plannedContentCount("DE")).toBe(0);
  });
});
