// The unit systems a reader can choose (issue 15): imperial (miles, feet) or metric (kilometres, metres).
export const UNIT_SYSTEMS = ["imperial", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
