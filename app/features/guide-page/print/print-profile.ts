// The printed guide's elevation profile: the guide's samples (shared/geo/elevation-profile.ts) as
// SVG path data with labelled axes in the reader's units, worked out on the server (ADR 0063).
import { elevationRange, type ProfileSample } from "../../../../shared/geo/elevation-profile";
import { FEET_PER_METRE, METRES_PER_MILE } from "../../../../shared/domain/formatters";
import type { Measures } from "../../../../shared/domain/units";

/** The plotting area in view box units; the axes' labels sit outside it. */
export const PROFILE_PLOT = { left: 70, top: 10, width: 910, height: 200 } as const;
export const PROFILE_VIEW = { width: 1000, height: 250 } as const;

/** About this many labelled steps on each axis. */
const TARGET_TICKS = 5;

export interface ProfileTick {
  /** Along its axis, in view box units. */
  at: number;
  label: string;
}

export interface PrintProfileShape {
  line: string;
  area: string;
  /** Distance along the bottom. */
  xTicks: ProfileTick[];
  /** Elevation up the left side. */
  yTicks: ProfileTick[];
  xUnit: string;
  yUnit: string;
}

/** A step of 1, 2 or 5 times a power of ten that cuts `span` into about TARGET_TICKS parts. */
export function niceStep(span: number): number {
  const rough = Math.max(span, 1e-9) / TARGET_TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= rough)!;
}

/** Ticks at each whole step from `from` to `to`, rounded against floating drift. */
function stepsBetween(from: number, to: number, step: number): number[] {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks: number[] = [];
  for (let value = Math.ceil(from / step - 1e-9) * step; value <= to + step * 1e-9; value += step) {
    ticks.push(Number(value.toFixed(decimals)));
  }
  return ticks;
}

const fixed = (value: number) => value.toFixed(1);

export function printProfileShape(profile: readonly ProfileSample[], measure: Measures): PrintProfileShape {
  const [perMetreUp, yUnit] = measure.units === "metric" ? [1, "m"] : [FEET_PER_METRE, "ft"];
  const [perMetreAlong, xUnit] = measure.units === "metric" ? [1 / 1000, "km"] : [1 / METRES_PER_MILE, "mi"];
  const { lowest, highest } = elevationRange(profile);
  const yStep = niceStep((highest - lowest) * perMetreUp);
  const bottom = Math.floor((lowest * perMetreUp) / yStep) * yStep;
  const top = Math.max(bottom + yStep, Math.ceil((highest * perMetreUp) / yStep) * yStep);
  const length = (profile.at(-1)?.[0] || 1) * perMetreAlong;
  const xStep = niceStep(length);

  const x = (along: number) => PROFILE_PLOT.left + (along / length) * PROFILE_PLOT.width;
  const y = (up: number) => PROFILE_PLOT.top + PROFILE_PLOT.height - ((up - bottom) / (top - bottom)) * PROFILE_PLOT.height;
  const line = profile
    .map(
      ([along, elevation], index) => `${index ? "L" : "M"}${fixed(x(along * perMetreAlong))} ${fixed(y(elevation * perMetreUp))}`,
    )
    .join("");
  const baseline = fixed(PROFILE_PLOT.top + PROFILE_PLOT.height);
  const firstX = fixed(x((profile[0]?.[0] ?? 0) * perMetreAlong));
  const lastX = fixed(x((profile.at(-1)?.[0] ?? 0) * perMetreAlong));
  return {
    line,
    area: `${line}L${lastX} ${baseline}L${firstX} ${baseline}Z`,
    xTicks: stepsBetween(0, length, xStep).map((value) => ({
      at: Number(fixed(x(value))),
      label: `${measure.number(value)} ${xUnit}`,
    })),
    yTicks: stepsBetween(bottom, top, yStep).map((value) => ({
      at: Number(fixed(y(value))),
      label: `${measure.number(value)} ${yUnit}`,
    })),
    xUnit,
    yUnit,
  };
}
