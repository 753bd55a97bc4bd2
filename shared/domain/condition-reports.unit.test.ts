import { describe, expect, it } from "vitest";
import { CONDITION_STATUS, conditionExpiresAt, isTrustedReporter, observedOnProblem, snapToLine } from "./condition-reports";
import { TRAIL_CONDITIONS } from "./trail-conditions";

describe("condition reports", () => {
  it("gives every condition a status: washout is impassable, closed closed, mud caution, open open", () => {
    expect(TRAIL_CONDITIONS.map((condition) => CONDITION_STATUS[condition])).toEqual([
      "open",
      "closed",
      "caution",
      "impassable",
      "caution",
      "caution",
      "caution",
    ]);
  });

  it("lets each condition count for its own time after the day seen", () => {
    expect(conditionExpiresAt("mud", "2026-11-01").toISOString()).toBe("2026-11-09T00:00:00.000Z");
    expect(conditionExpiresAt("snow", "2026-11-01").toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(conditionExpiresAt("washout", "2026-11-01").toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(conditionExpiresAt("downed-trees", "2026-11-01").toISOString()).toBe("2026-12-02T00:00:00.000Z");
  });

  it("refuses a day in the future or more than 30 days ago", () => {
    expect(observedOnProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(observedOnProblem("2026-10-27", "2026-11-26")).toBeNull();
    expect(observedOnProblem("2026-11-27", "2026-11-26")).toBe("The date seen cannot be in the future.");
    expect(observedOnProblem("2026-10-26", "2026-11-26")).toBe("The date seen cannot be more than 30 days ago.");
  });

  it("trusts staff, and members from three more confirmed than rejected reports", () => {
    expect(isTrustedReporter({ role: "ADMIN", confirmed: 0, rejected: 0 })).toBe(true);
    expect(isTrustedReporter({ role: "STANDARD", confirmed: 3, rejected: 0 })).toBe(true);
    expect(isTrustedReporter({ role: "STANDARD", confirmed: 3, rejected: 1 })).toBe(false);
    expect(isTrustedReporter({ role: "SCOUT", confirmed: 2, rejected: 0 })).toBe(false);
  });

  it("moves a point onto the nearest part of the line and says how far it was", () => {
    const line: [number, number][] = [
      [-111, 38],
      [-111, 38.01],
    ];
    const snapped = snapToLine([-110.999, 38.005], line)!;
    expect(snapped.point[0]).toBeCloseTo(-111, 6);
    expect(snapped.point[1]).toBeCloseTo(38.005, 6);
    expect(snapped.distanceMetres).toBeGreaterThan(80);
    expect(snapped.distanceMetres).toBeLessThan(95);
  });
});
