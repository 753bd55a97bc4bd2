// Why a trip could not be planned, in words (ADR 0083): written once, in English by the server for
// the API's `detail` and in the reader's language by the planner from the same facts. Pure.
import type { Translator } from "../i18n/translator";

export const PLAN_REFUSALS = ["no_road_near", "no_road_between", "road_closed", "search_limit"] as const;
export type PlanRefusal = (typeof PLAN_REFUSALS)[number];

export type ClosureReason = "vehicle" | "dates" | "undesignated";

/** What a refusal says: which points (numbered from 1) and, for a closed road, its name and why. */
export interface RefusalFacts {
  refusal: PlanRefusal;
  points: readonly number[];
  blocking: { name: string; reason: ClosureReason } | null;
}

export function refusalText({ refusal, points, blocking }: RefusalFacts, t: Translator["t"]): string {
  const [from = 1, to = from + 1] = points;
  switch (refusal) {
    case "no_road_near":
      return t("No road within 2 km of point {point}.", { point: from });
    case "no_road_between":
      return t("No road joins point {from} and point {to}.", { from, to });
    case "road_closed":
      return t(CLOSED_BECAUSE[blocking?.reason ?? "vehicle"], { from, to, road: blocking?.name ?? "" });
    case "search_limit":
      return t("No route was found within the planner's reach: add a point on the way, or plan the trip in parts.");
  }
}

const CLOSED_BECAUSE: Record<ClosureReason, string> = {
  vehicle:
    "No road open to this vehicle on these dates joins point {from} and point {to}: {road} is not open to this vehicle class.",
  dates:
    "No road open to this vehicle on these dates joins point {from} and point {to}: {road} is closed on some of these dates.",
  undesignated:
    "No road open to this vehicle on these dates joins point {from} and point {to}: {road} has no designated vehicle use.",
};
