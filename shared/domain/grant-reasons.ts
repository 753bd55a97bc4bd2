// Why someone has access outside a renewing subscription. A module of its own: the staff pages read
// it, and the membership constants every page loads stay without it.
export const GRANT_REASONS = ["five_year", "gift", "complementary_trial", "partner", "staff"] as const;
export type GrantReason = (typeof GRANT_REASONS)[number];
