// The rules that turn members' condition reports into a trail's status (ADR 0060): which status each
// condition means, how long each report counts, and when a reporter is trusted. One table each, so
// the server, the pages and the ADR say the same thing.
import type { TrailStatus } from "./difficulty";
import { distanceMetres, type Position } from "../geo/geometry";
import { hasRoleAtLeast, type Role } from "./roles";
import type { TrailCondition } from "./trail-conditions";

/** The status a counting report gives its trail. */
export const CONDITION_STATUS: Readonly<Record<TrailCondition, TrailStatus>> = {
  open: "open",
  closed: "closed",
  snow: "caution",
  washout: "impassable",
  mud: "caution",
  "downed-trees": "caution",
  other: "caution",
};

/** Days after the day seen that a report stops counting and showing. */
export const CONDITION_EXPIRY_DAYS: Readonly<Record<TrailCondition, number>> = {
  open: 14,
  closed: 30,
  snow: 14,
  washout: 60,
  mud: 7,
  "downed-trees": 30,
  other: 14,
};

/** What readers see for each condition. */
export const CONDITION_LABELS: Readonly<Record<TrailCondition, string>> = {
  open: "Open",
  closed: "Closed",
  snow: "Snow",
  washout: "Washout",
  mud: "Mud",
  "downed-trees": "Downed trees",
  other: "Other",
};

/** The map symbol's colour for each condition. */
export const CONDITION_COLOURS: Readonly<Record<TrailCondition, string>> = {
  open: "#2e7d32",
  closed: "#c62828",
  snow: "#1565c0",
  washout: "#6a1b9a",
  mud: "#795548",
  "downed-trees": "#ef6c00",
  other: "#546e7a",
};

export const CONDITION_REPORT_LIMITS = {
  /** How far back the day seen may be. */
  maxAgeDays: 30,
  note: 1000,
  photos: 4,
  /** A point farther than this from the trail's line is refused; a nearer one is moved onto it. */
  maxDistanceMetres: 500,
  /** Confirmed minus rejected reports from which a reporter is trusted. */
  trustedFrom: 3,
  /** How many recent reports the trail page shows. */
  recent: 5,
} as const;

const DAY_MS = 86_400_000;

/** The moment a report seen on `observedOn` (YYYY-MM-DD) stops counting: the end of its last day, UTC. */
export function conditionExpiresAt(condition: TrailCondition, observedOn: string): Date {
  return new Date(Date.parse(`${observedOn}T00:00:00Z`) + (CONDITION_EXPIRY_DAYS[condition] + 1) * DAY_MS);
}

/** Why a day seen is refused, or null when it may be reported today (`today` is YYYY-MM-DD, UTC). */
export function observedOnProblem(observedOn: string, today: string): string | null {
  if (observedOn > today) return "The date seen cannot be in the future.";
  const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - CONDITION_REPORT_LIMITS.maxAgeDays * DAY_MS);
  if (observedOn < oldest.toISOString().slice(0, 10)) {
    return `The date seen cannot be more than ${CONDITION_REPORT_LIMITS.maxAgeDays} days ago.`;
  }
  return null;
}

/** A reporter's standing: staff (ADMIN or greater) always, others from enough confirmed reports. */
export function isTrustedReporter(reporter: { role: Role; confirmed: number; rejected: number }): boolean {
  return hasRoleAtLeast(reporter.role, "ADMIN") || reporter.confirmed - reporter.rejected >= CONDITION_REPORT_LIMITS.trustedFrom;
}

/** The time a report's status is dated by: the start of the day seen, UTC (newest wins, against patrols too). */
export function conditionStatusTime(observedOn: string): Date {
  return new Date(`${observedOn}T00:00:00Z`);
}

/**
 * The point of `line` nearest to `point`, and how far it is in metres; null for an empty line. Each
 * segment is measured flat around the point (trails are short enough for that).
 */
export function snapToLine(
  point: readonly [number, number],
  line: readonly Position[],
): { point: [number, number]; distanceMetres: number } | null {
  if (line.length === 0) return null;
  const scale = Math.cos((point[1] * Math.PI) / 180);
  let best: [number, number] = [line[0]![0], line[0]![1]];
  let bestDistance = Infinity;
  const segments = line.length === 1 ? [[line[0]!, line[0]!]] : line.slice(1).map((end, index) => [line[index]!, end]);
  for (const [start, end] of segments) {
    const ax = start![0] * scale;
    const ay = start![1];
    const dx = end![0] * scale - ax;
    const dy = end![1] - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((point[0] * scale - ax) * dx + (point[1] - ay) * dy) / length));
    const candidate: [number, number] = [(ax + t * dx) / scale, ay + t * dy];
    const distance = distanceMetres(point, candidate);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = candidate;
    }
  }
  return { point: best, distanceMetres: bestDistance };
}
