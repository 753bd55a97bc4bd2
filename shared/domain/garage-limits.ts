// How much a garage holds and which model years a rig may have.
export const GARAGE_LIMITS = {
  vehicles: 20,
  firstModelYear: 1900,
  /** Next year's models are on sale this year. */
  lastModelYear: (now: Date = new Date()) => now.getUTCFullYear() + 1,
} as const;
