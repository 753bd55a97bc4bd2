// "Fits my rig" (docs/decisions/0032-fits-my-rig.md): a trail's points of concern compared with the
// measurements of a driver's primary rig. Each concern that a measurement can answer gives a finding;
// the trail's verdict is its worst finding. A concern whose measurement the driver has not given
// reads as "tight", with the measurement to add, rather than as a fit the numbers cannot promise.
// Where the roads a trail uses carry a Motor Vehicle Use Map designation, its vehicle classes are
// compared with the rig's width too (ADR 0037).
import { POINTS_OF_CONCERN, type PointOfConcern } from "./difficulty";
import { MVUM_NARROW_WIDTH_IN, mvumWidthOf, type DesignatedRoad } from "./mvum";
import { formatRigLength } from "./reader-measures";
import type { UnitSystem } from "./units";

export const FIT_LEVELS = ["fits", "tight", "not-recommended"] as const;
export type FitLevel = (typeof FIT_LEVELS)[number];

export const FIT_LABELS: Record<FitLevel, string> = {
  fits: "Fits",
  tight: "Tight",
  "not-recommended": "Not recommended",
};

/** What "fits my rig" reads of a vehicle (inches). */
export interface RigMeasurements {
  width_in: number | null;
  height_in: number | null;
  wheelbase_in: number | null;
  ground_clearance_in: number | null;
  lift_in: number | null;
}

/** What a finding from the roads' vehicle classes is listed under, beside the points of concern. */
export const MVUM_FINDING = "Motor Vehicle Use Map";

export interface FitFinding {
  concern: PointOfConcern | typeof MVUM_FINDING;
  level: Exclude<FitLevel, "fits">;
  reason: string;
}

export interface RigFit {
  level: FitLevel;
  findings: FitFinding[];
}

type Measurement = keyof RigMeasurements;

const MEASUREMENT_NAMES: Record<Measurement, string> = {
  width_in: "width",
  height_in: "height",
  wheelbase_in: "wheelbase",
  ground_clearance_in: "ground clearance",
  lift_in: "lift",
};

/**
 * One concern's rule: the measurement it reads, the value from which it is tight and the value from
 * which it is not recommended. `above` rules flag a large value (width), `below` rules a small one
 * (ground clearance).
 */
interface ConcernRule {
  measurement: Measurement;
  direction: "above" | "below";
  tight: number;
  notRecommended: number;
  because: string;
}

/** The thresholds, in inches; ADR 0032 says where each comes from. */
export const CONCERN_RULES: Partial<Record<PointOfConcern, ConcernRule>> = {
  Width: { measurement: "width_in", direction: "above", tight: 74, notRecommended: 80, because: "narrow gaps" },
  "Full Size Not Recommended": {
    measurement: "width_in",
    direction: "above",
    tight: 78,
    notRecommended: 79.5,
    because: "a full-size vehicle is not recommended",
  },
  "Narrow Shelf Road": {
    measurement: "width_in",
    direction: "above",
    tight: 76,
    notRecommended: 82,
    because: "a narrow shelf road",
  },
  Height: { measurement: "height_in", direction: "above", tight: 78, notRecommended: 86, because: "low overhead clearance" },
  "Short Wheelbase Recommended": {
    measurement: "wheelbase_in",
    direction: "above",
    tight: 100,
    notRecommended: 125,
    because: "tight turns that favour a short wheelbase",
  },
  "Body Damage": {
    measurement: "ground_clearance_in",
    direction: "below",
    tight: 11,
    notRecommended: 8.5,
    because: "obstacles that can damage the body",
  },
  "High Water Crossings": {
    measurement: "ground_clearance_in",
    direction: "below",
    tight: 10,
    notRecommended: 7.5,
    because: "high water crossings",
  },
  "Extreme Off Camber": {
    measurement: "lift_in",
    direction: "above",
    tight: 3,
    notRecommended: 6,
    because: "extreme off-camber sections, where a lifted rig tips sooner",
  },
};

/** A rig with no lift given is taken as stock; every other measurement must be given to be compared. */
function measured(rig: RigMeasurements, measurement: Measurement): number | null {
  return rig[measurement] ?? (measurement === "lift_in" ? 0 : null);
}

function findingFor(concern: PointOfConcern, rule: ConcernRule, rig: RigMeasurements, units: UnitSystem): FitFinding | null {
  const name = MEASUREMENT_NAMES[rule.measurement];
  const value = measured(rig, rule.measurement);
  if (value === null) {
    return { concern, level: "tight", reason: `${capitalised(rule.because)}: add your rig's ${name} to check.` };
  }
  const beyond = (limit: number) => (rule.direction === "above" ? value >= limit : value <= limit);
  const level = beyond(rule.notRecommended) ? "not-recommended" : beyond(rule.tight) ? "tight" : null;
  if (!level) return null;
  const limit = level === "not-recommended" ? rule.notRecommended : rule.tight;
  const comparison = rule.direction === "above" ? "at or over" : "at or under";
  return {
    concern,
    level,
    reason: `${capitalised(rule.because)}: your rig's ${name} of ${formatRigLength(value, units)} is ${comparison} ${formatRigLength(limit, units)}.`,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SEVERITY: Record<FitLevel, number> = { fits: 0, tight: 1, "not-recommended": 2 };

/** The roads' vehicle classes against the rig's width: a 50-inch trail is no place for a wider rig. */
function mvumFinding(roads: readonly DesignatedRoad[], rig: RigMeasurements, units: UnitSystem): FitFinding | null {
  const finding = (level: FitFinding["level"], reason: string): FitFinding => ({ concern: MVUM_FINDING, level, reason });
  switch (mvumWidthOf(roads)) {
    case null:
    case "any":
      return null;
    case "motorcycle":
      return finding("not-recommended", "Designated for motorcycles only.");
    case "50-inches": {
      const limit = formatRigLength(MVUM_NARROW_WIDTH_IN, units);
      if (rig.width_in === null) {
        return finding("tight", `Designated for vehicles ${limit} wide or less: add your rig's width to check.`);
      }
      if (rig.width_in <= MVUM_NARROW_WIDTH_IN) return null;
      return finding(
        "not-recommended",
        `Designated for vehicles ${limit} wide or less: your rig's width of ${formatRigLength(rig.width_in, units)} is over ${limit}.`,
      );
    }
  }
}

/**
 * The trail's verdict for a rig: its worst finding, with every finding, worst first. `roads` are
 * the roads the trail uses with their designated vehicle classes, where they are known. The reasons
 * write the rig's measurements in the reader's `units` (ADR 0064).
 */
export function rigFit(
  concerns: readonly string[],
  rig: RigMeasurements,
  roads: readonly DesignatedRoad[] = [],
  units: UnitSystem = "imperial",
): RigFit {
  const findings = concerns.flatMap((concern) => {
    const rule = CONCERN_RULES[concern as PointOfConcern];
    const finding = rule ? findingFor(concern as PointOfConcern, rule, rig, units) : null;
    return finding ? [finding] : [];
  });
  const designated = mvumFinding(roads, rig, units);
  if (designated) findings.push(designated);
  findings.sort((a, b) => SEVERITY[b.level] - SEVERITY[a.level]);
  return { level: findings[0]?.level ?? "fits", findings };
}

/**
 * The points of concern that make a trail "not recommended" for this rig whatever else it lists.
 * Each concern's finding depends on that concern alone and the verdict is the worst finding, so a
 * trail is not recommended exactly when it lists one of these (the unit test checks every
 * combination): a filter over thousands of trails is one "lists none of these" condition.
 */
/** A verdict as results and plans show it: its level, and each finding as "concern: reason". */
export function fitReasons({ level, findings }: RigFit): { level: FitLevel; reasons: string[] } {
  return { level, reasons: findings.map((finding) => `${finding.concern}: ${finding.reason}`) };
}

export function concernsRulingOut(rig: RigMeasurements): PointOfConcern[] {
  return POINTS_OF_CONCERN.filter((concern) => rigFit([concern], rig).level === "not-recommended");
}
