// How much demo content each state gets (ADR 0003). The generator in demo-content/ creates exactly
// this much; a new state row starts with the planned total, and the content seed then recounts
// states.content_count from the published rows in the same transaction.

export interface PlannedStateContent {
  /** The product's state code (see state-codes.ts). */
  stateCode: string;
  trails: number;
  scoutRoutes: number;
  orvParks: number;
}

const plan = (stateCode: string, trails: number, scoutRoutes: number, orvParks: number): PlannedStateContent => ({
  stateCode,
  trails,
  scoutRoutes,
  orvParks,
});

/** Weighted toward the West, where most off-road trails are, with a few states in the East, Canada and Mexico. */
export const DEMO_CONTENT_PLAN: readonly PlannedStateContent[] = [
  plan("UT", 30, 14, 3),
  plan("CO", 30, 14, 3),
  plan("CA", 26, 12, 3),
  plan("AZ", 22, 10, 2),
  plan("NV", 14, 7, 2),
  plan("NM", 12, 6, 1),
  plan("ID", 10, 5, 1),
  plan("MT", 9, 5, 1),
  plan("WY", 9, 5, 1),
  plan("OR", 10, 5, 1),
  plan("WA", 10, 5, 1),
  plan("TX", 12, 6, 3),
  plan("AR", 8, 4, 2),
  plan("TN", 7, 3, 2),
  plan("NC", 7, 3, 2),
  plan("GA", 5, 3, 1),
  plan("MI", 7, 4, 2),
  plan("PA", 6, 3, 2),
  plan("NY", 4, 2, 1),
  plan("WV", 8, 4, 2),
  plan("KY", 6, 3, 2),
  plan("VA", 5, 3, 1),
  plan("MO", 5, 2, 1),
  plan("OK", 5, 2, 1),
  plan("SD", 4, 2, 1),
  plan("AK", 4, 2, 0),
  plan("ME", 3, 2, 1),
  plan("FL", 3, 1, 1),
  plan("NH", 3, 1, 1),
  plan("BC", 9, 4, 1),
  plan("AB", 6, 3, 1),
  plan("ON", 5, 2, 1),
  plan("BCN", 5, 3, 0),
  plan("CHH", 4, 2, 0),
  plan("SON", 4, 2, 0),
];

const plannedTotals = new Map(
  DEMO_CONTENT_PLAN.map((entry) => [entry.stateCode, entry.trails + entry.scoutRoutes + entry.orvParks]),
);

/** Trails + scout routes + ORV parks planned for a state; 0 for states outside the plan. */
export function plannedContentCount(stateCode: string): number {
  return plannedTotals.get(stateCode) ?? 0;
}
