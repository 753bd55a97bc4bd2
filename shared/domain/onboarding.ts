// The new-member tour's states (spec §4: begin -> finished). "skipped" ends it without finishing;
// the member may resume it later from where they stopped.
export const ONBOARDING_STATES = ["not_started", "in_progress", "skipped", "finished"] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];
