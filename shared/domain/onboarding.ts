// The new-member tour's states (spec §4: begin -> finished). "skipped" ends it without finishing;
// the member may resume it later from where they stopped.
export const ONBOARDING_STATES = ["not_started", "in_progress", "skipped", "finished"] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** The tour's stops, in order (ADR 0036): the browser draws each one; the server counts them. */
export const ONBOARDING_STEPS = ["map", "search", "lists", "trail", "garage"] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];
export const LAST_ONBOARDING_STEP = ONBOARDING_STEPS.length - 1;

/** What a member does to the tour; moving between steps also names the step. */
export const ONBOARDING_MOVES = ["begin", "skip", "resume", "finish"] as const;
export type OnboardingAction = { action: (typeof ONBOARDING_MOVES)[number] } | { action: "go_to_step"; step: number };

export interface OnboardingProgress {
  state: OnboardingState;
  /** The step the tour shows now, or resumes at. */
  step: number;
}

/** The tour opens by itself only for a member who has neither started nor dismissed it. */
export const opensByItself = (state: OnboardingState | undefined): boolean => state === "not_started";

/**
 * Where an action takes the tour, or null when it cannot from here: begin (again, from the start)
 * unless it is under way; go to a step or finish (from the last step) only while under way; skip
 * the invitation or the tour under way; resume a skipped tour at the step it stopped at.
 */
export function applyOnboardingAction(current: OnboardingProgress, change: OnboardingAction): OnboardingProgress | null {
  switch (change.action) {
    case "begin":
      return current.state === "in_progress" ? null : { state: "in_progress", step: 0 };
    case "go_to_step":
      return current.state === "in_progress" && change.step >= 0 && change.step <= LAST_ONBOARDING_STEP
        ? { state: "in_progress", step: change.step }
        : null;
    case "skip":
      return current.state === "not_started" || current.state === "in_progress" ? { ...current, state: "skipped" } : null;
    case "resume":
      return current.state === "skipped" ? { ...current, state: "in_progress" } : null;
    case "finish":
      return current.state === "in_progress" && current.step === LAST_ONBOARDING_STEP ? { ...current, state: "finished" } : null;
  }
}
