// Shapes of the new-member tour's API (ADR 0036): where the signed-in member's tour stands, and
// what they do to it. The server checks every change against the rules in shared/domain/onboarding.
import { z } from "zod";
import { LAST_ONBOARDING_STEP, ONBOARDING_MOVES, ONBOARDING_STATES, type OnboardingAction } from "../domain/onboarding";

export const onboardingSchema = z.object({
  state: z.enum(ONBOARDING_STATES),
  /** The step shown now or resumed at, from 0. */
  step: z.number().int().min(0).max(LAST_ONBOARDING_STEP),
  /** The trail page the tour stops at: the top-rated published trail; null while there is none. */
  trail_href: z.string().nullable(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

const stepError = `Choose a step from 0 to ${LAST_ONBOARDING_STEP}.`;

export const onboardingUpdateSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.enum(ONBOARDING_MOVES) }),
    z.object({
      action: z.literal("go_to_step"),
      step: z.number({ error: stepError }).int(stepError).min(0, stepError).max(LAST_ONBOARDING_STEP, stepError),
    }),
  ],
  { error: "Choose begin, go_to_step, skip, resume or finish." },
) satisfies z.ZodType<OnboardingAction>;
export type OnboardingUpdate = z.infer<typeof onboardingUpdateSchema>;
