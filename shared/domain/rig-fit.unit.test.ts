import { describe, expect, it } from "vitest";
import { POINTS_OF_CONCERN } from "./difficulty";
import type { DesignatedRoad } from "./mvum";
import { concernsRulingOut, MVUM_FINDING, rigFit, type RigMeasurements } from "./rig-fit";

const wrangler2Door: RigMeasurements = {
  width_in: 73.8,
  height_in: 73.6,
  wheelbase_in: 96.8,
  ground_clearance_in: 10.8,
  lift_in: 2.5,
};
const wrangler4Door: RigMeasurements = { ...wrangler2Door, wheelbase_in: 118.4 };
const fullSizePickup: RigMeasurements = {
  width_in: 80,
  height_in: 77.8,
  wheelbase_in: 145,
  ground_clearance_in: 9.4,
  lift_in: null,
};
const raptorOnRoofTent: RigMeasurements = {
  width_in: 86.3,
  height_in: 88,
  wheelbase_in: 145,
  ground_clearance_in: 12,
  lift_in: 0,
};
const sideBySide: RigMeasurements = { width_in: 50, height_in: 68, wheelbase_in: 76, ground_clearance_in: 13, lift_in: null };
const unmeasured: RigMeasurements = {
  width_in: null,
  height_in: null,
  wheelbase_in: null,
  ground_clearance_in: null,
  lift_in: null,
};
const liftedOnThirtySevens: RigMeasurements = { ...wrangler4Door, lift_in: 4, ground_clearance_in: 13.5 };

describe("fits my rig", () => {
  it.each([
    // concerns, rig, verdict, the concerns behind it (worst first)
    [[], fullSizePickup, "fits", []],
    [["Deep Sand", "Mud", "Pinstriping"], fullSizePickup, "fits", []],
    [["Width"], wrangler2Door, "fits", []],
    [["Width"], { ...wrangler2Door, width_in: 74 }, "tight", ["Width"]],
    [["Width"], fullSizePickup, "not-recommended", ["Width"]],
    [["Full Size Not Recommended"], wrangler4Door, "fits", []],
    [["Full Size Not Recommended"], fullSizePickup, "not-recommended", ["Full Size Not Recommended"]],
    [["Full Size Not Recommended"], { ...fullSizePickup, width_in: 78.5 }, "tight", ["Full Size Not Recommended"]],
    [["Narrow Shelf Road"], wrangler2Door, "fits", []],
    [["Narrow Shelf Road"], fullSizePickup, "tight", ["Narrow Shelf Road"]],
    [["Narrow Shelf Road"], raptorOnRoofTent, "not-recommended", ["Narrow Shelf Road"]],
    [["Height"], wrangler2Door, "fits", []],
    [["Height"], raptorOnRoofTent, "not-recommended", ["Height"]],
    [["Height"], { ...wrangler2Door, height_in: 80 }, "tight", ["Height"]],
    [["Short Wheelbase Recommended"], wrangler2Door, "fits", []],
    [["Short Wheelbase Recommended"], wrangler4Door, "tight", ["Short Wheelbase Recommended"]],
    [["Short Wheelbase Recommended"], fullSizePickup, "not-recommended", ["Short Wheelbase Recommended"]],
    [["Body Damage"], liftedOnThirtySevens, "fits", []],
    [["Body Damage"], wrangler2Door, "tight", ["Body Damage"]],
    [["Body Damage"], { ...wrangler2Door, ground_clearance_in: 8 }, "not-recommended", ["Body Damage"]],
    [["High Water Crossings"], sideBySide, "fits", []],
    [["High Water Crossings"], fullSizePickup, "tight", ["High Water Crossings"]],
    [["High Water Crossings"], { ...fullSizePickup, ground_clearance_in: 7 }, "not-recommended", ["High Water Crossings"]],
    [["Extreme Off Camber"], wrangler2Door, "fits", []],
    [["Extreme Off Camber"], fullSizePickup, "fits", []], // no lift given: stock
    [["Extreme Off Camber"], liftedOnThirtySevens, "tight", ["Extreme Off Camber"]],
    [["Extreme Off Camber"], { ...wrangler2Door, lift_in: 6 }, "not-recommended", ["Extreme Off Camber"]],
    [["Mild Off Camber", "Moderate Off Camber"], liftedOnThirtySevens, "fits", []],
    [["Width", "Body Damage"], sideBySide, "fits", []],
    [["Height", "Width", "Body Damage"], wrangler2Door, "tight", ["Body Damage"]],
    [["Body Damage", "Width", "Height"], fullSizePickup, "not-recommended", ["Width", "Body Damage"]],
    [["Width", "Height"], unmeasured, "tight", ["Width", "Height"]],
    [["Extreme Off Camber"], unmeasured, "fits", []],
  ] as const)("%j for %j: %s", (concerns, rig, level, behind) => {
    const fit = rigFit(concerns, rig);
    expect(fit.level).toBe(level);
    expect(fit.findings.map((finding) => finding.concern)).toEqual(behind);
  });

  const road = (...vehicles: string[]): DesignatedRoad => ({ vehicles: vehicles.map((vehicle) => ({ vehicle })) });
  const fourByFourRoad = road("High clearance vehicle", "ATV", "Motorcycle");
  const fiftyInchTrail = road("ATV", "OHV 50 inches or less", "Motorcycle");
  const singleTrack = road("Motorcycle");
  const undesignated = road();
  const atvRig: RigMeasurements = { ...sideBySide, width_in: 48 };

  it.each([
    // the roads the trail uses, rig, verdict, the findings behind it (worst first)
    [[], fullSizePickup, "fits", []],
    [[undesignated], fullSizePickup, "fits", []],
    [[road("Snowmobile")], fullSizePickup, "fits", []], // a class MVUM does not name reads as unknown
    [[fourByFourRoad], raptorOnRoofTent, "fits", []],
    [[fiftyInchTrail], atvRig, "fits", []],
    [[fiftyInchTrail], { ...atvRig, width_in: 50 }, "fits", []],
    [[fiftyInchTrail], sideBySide, "fits", []],
    [[fiftyInchTrail], wrangler2Door, "not-recommended", [MVUM_FINDING]],
    [[fiftyInchTrail], fullSizePickup, "not-recommended", [MVUM_FINDING]],
    [[fiftyInchTrail], unmeasured, "tight", [MVUM_FINDING]],
    // a trail is as narrow as its narrowest designated road; each road as wide as its widest class
    [[fourByFourRoad, fiftyInchTrail], wrangler2Door, "not-recommended", [MVUM_FINDING]],
    [[fourByFourRoad, undesignated], wrangler2Door, "fits", []],
    [[road("Passenger vehicle", "ATV")], wrangler2Door, "fits", []],
    [[singleTrack], atvRig, "not-recommended", [MVUM_FINDING]],
    [[singleTrack, fiftyInchTrail], unmeasured, "not-recommended", [MVUM_FINDING]],
  ] as const)("roads %j for %j: %s", (roads, rig, level, behind) => {
    const fit = rigFit([], rig, roads);
    expect(fit.level).toBe(level);
    expect(fit.findings.map((finding) => finding.concern)).toEqual(behind);
  });

  it("puts the roads' designation with the points of concern, worst first", () => {
    const fit = rigFit(["Body Damage"], wrangler2Door, [fiftyInchTrail]);
    expect(fit.findings).toEqual([
      {
        concern: MVUM_FINDING,
        level: "not-recommended",
        reason: "Designated for vehicles 50 in wide or less: your rig's width of 73.8 in is over 50 in.",
      },
      {
        concern: "Body Damage",
        level: "tight",
        reason: "Obstacles that can damage the body: your rig's ground clearance of 10.8 in is at or under 11 in.",
      },
    ]);
  });

  it.each<[RigMeasurements, string[]]>([
    [wrangler2Door, []],
    [fullSizePickup, ["Full Size Not Recommended", "Width", "Short Wheelbase Recommended"]],
    [raptorOnRoofTent, ["Full Size Not Recommended", "Width", "Height", "Short Wheelbase Recommended", "Narrow Shelf Road"]],
    [{ ...wrangler2Door, ground_clearance_in: 7 }, ["Body Damage", "High Water Crossings"]],
    [unmeasured, []],
  ])("names the concerns that rule out %j: %j", (rig, concerns) => {
    expect(concernsRulingOut(rig)).toEqual(POINTS_OF_CONCERN.filter((concern) => concerns.includes(concern)));
  });

  // Every combination of concerns, for every rig: the one test here that does real work.
  it(
    "rules a trail out exactly when it lists a concern that rules out the rig, for every combination",
    { timeout: 30_000 },
    () => {
      const rigs = [wrangler2Door, wrangler4Door, fullSizePickup, raptorOnRoofTent, sideBySide, unmeasured, liftedOnThirtySevens];
      const disagreements: string[][] = [];
      for (const rig of rigs) {
        const rulingOut = new Set<string>(concernsRulingOut(rig));
        for (let combination = 0; combination < 2 ** POINTS_OF_CONCERN.length; combination += 1) {
          const concerns = POINTS_OF_CONCERN.filter((_, bit) => (combination >> bit) & 1);
          const isRuledOut = concerns.some((concern) => rulingOut.has(concern));
          if ((rigFit(concerns, rig).level === "not-recommended") !== isRuledOut) disagreements.push(concerns);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it("says which measurement decided, against which limit", () => {
    const [finding] = rigFit(["Width"], fullSizePickup).findings;
    expect(finding?.reason).toBe("Narrow gaps: your rig's width of 80 in is at or over 80 in.");
  });

  it("asks for a measurement it does not have instead of promising a fit", () => {
    const [finding] = rigFit(["Height"], unmeasured).findings;
    expect(finding).toEqual({
      concern: "Height",
      level: "tight",
      reason: "Low overhead clearance: add your rig's height to check.",
    });
  });
});
