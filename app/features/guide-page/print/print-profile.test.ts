import { describe, expect, it } from "vitest";
import { measures } from "../../../../shared/domain/units";
import { niceStep, printProfileShape, PROFILE_PLOT } from "./print-profile";

// 4 km with a climb from 1,400 m to 1,520 m and down to 1,460 m.
const profile: [number, number][] = [
  [0, 1400],
  [2_000, 1520],
  [4_000, 1460],
];

describe(printProfileShape.name, () => {
  it("labels the axes in feet and miles for an imperial reader", () => {
    const shape = printProfileShape(profile, measures("imperial"));
    // 4,593 ft to 4,987 ft, in steps of 100 ft.
    expect(shape.yTicks.map((tick) => tick.label)).toEqual([
      "4,500 ft",
      "4,600 ft",
      "4,700 ft",
      "4,800 ft",
      "4,900 ft",
      "5,000 ft",
    ]);
    expect(shape.xTicks.map((tick) => tick.label)).toEqual(["0 mi", "0.5 mi", "1 mi", "1.5 mi", "2 mi"]);
  });

  it("labels the axes in metres and kilometres for a metric reader", () => {
    const shape = printProfileShape(profile, measures("metric"));
    expect(shape.yTicks.map((tick) => tick.label)).toEqual(["1,400 m", "1,450 m", "1,500 m", "1,550 m"]);
    expect(shape.xTicks.map((tick) => tick.label)).toEqual(["0 km", "1 km", "2 km", "3 km", "4 km"]);
  });

  it("draws the line across the plot, higher ground nearer the top, ticks where their values fall", () => {
    const shape = printProfileShape(profile, measures("metric"));
    const points = [...shape.line.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(points[0]![0]).toBe(PROFILE_PLOT.left);
    expect(points.at(-1)![0]).toBe(PROFILE_PLOT.left + PROFILE_PLOT.width);
    expect(points[1]![1]).toBeLessThan(points[2]![1]!);
    expect(points[2]![1]).toBeLessThan(points[0]![1]!);
    // The bottom tick is the plot's bottom edge, the top tick its top; 1,520 m lies 2/5 of the way from 1,500 m to 1,550 m.
    expect(shape.yTicks[0]!.at).toBe(PROFILE_PLOT.top + PROFILE_PLOT.height);
    expect(shape.yTicks.at(-1)!.at).toBe(PROFILE_PLOT.top);
    const [, , at1500, at1550] = shape.yTicks.map((tick) => tick.at);
    expect(points[1]![1]).toBeCloseTo(at1500! + (at1550! - at1500!) * 0.4, 0);
  });
});

describe(niceStep.name, () => {
  it.each([
    [394, 100],
    [2.49, 0.5],
    [120, 50],
    [4, 1],
  ])("cuts %d into steps of %d", (span, step) => {
    expect(niceStep(span)).toBe(step);
  });
});
