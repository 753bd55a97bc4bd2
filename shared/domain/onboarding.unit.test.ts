import { describe, expect, it } from "vitest";
import {
  applyOnboardingAction,
  LAST_ONBOARDING_STEP,
  opensByItself,
  type OnboardingAction,
  type OnboardingProgress,
} from "./onboarding";

const at = (state: OnboardingProgress["state"], step = 0): OnboardingProgress => ({ state, step });
const underWay = at("in_progress", 2);

describe("the tour's transitions", () => {
  const cases: [string, OnboardingProgress, OnboardingAction, OnboardingProgress | null][] = [
    ["a new member begins at the first step", at("not_started"), { action: "begin" }, at("in_progress", 0)],
    [
      "a finished tour begins again from the start",
      at("finished", LAST_ONBOARDING_STEP),
      { action: "begin" },
      at("in_progress", 0),
    ],
    ["a skipped tour may start over", at("skipped", 3), { action: "begin" }, at("in_progress", 0)],
    ["a tour under way does not begin twice", underWay, { action: "begin" }, null],
    ["a tour under way moves forward", underWay, { action: "go_to_step", step: 3 }, at("in_progress", 3)],
    ["and back", underWay, { action: "go_to_step", step: 1 }, at("in_progress", 1)],
    ["never past its last step", underWay, { action: "go_to_step", step: LAST_ONBOARDING_STEP + 1 }, null],
    ["a tour not under way has no steps to move to", at("skipped", 2), { action: "go_to_step", step: 3 }, null],
    ["the invitation can be dismissed", at("not_started"), { action: "skip" }, at("skipped", 0)],
    ["a tour under way is skipped where it stands", underWay, { action: "skip" }, at("skipped", 2)],
    ["a finished tour is not skipped", at("finished", LAST_ONBOARDING_STEP), { action: "skip" }, null],
    ["a skipped tour resumes at its step", at("skipped", 3), { action: "resume" }, at("in_progress", 3)],
    ["only a skipped tour resumes", at("not_started"), { action: "resume" }, null],
    [
      "the last step finishes the tour",
      at("in_progress", LAST_ONBOARDING_STEP),
      { action: "finish" },
      at("finished", LAST_ONBOARDING_STEP),
    ],
    ["an earlier step does not", underWay, { action: "finish" }, null],
    ["nor does a tour not under way", at("skipped", LAST_ONBOARDING_STEP), { action: "finish" }, null],
  ];

  it.each(cases)("%s", (_, current, action, expected) => {
    expect(applyOnboardingAction(current, action)).toEqual(expected);
  });
});

describe(opensByItself.name, () => {
  it("opens the tour by itself only for a member who has neither started nor dismissed it", () => {
    expect(opensByItself("not_started")).toBe(true);
    for (const state of ["in_progress", "skipped", "finished", undefined] as const) expect(opensByItself(state)).toBe(false);
  });
});
