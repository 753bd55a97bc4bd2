// The stops of the new-member tour (ADR 0036): the page each one is on and the element it points at.
// The elements belong to other features, so they are named by what the reader sees of them (a
// landmark's label, a heading's id); the tour's end-to-end test fails when one goes missing.
import { ONBOARDING_STEPS, type OnboardingStepId } from "../../../shared/domain/onboarding";
import type { Translator } from "../../../shared/i18n/translator";

export interface TourPlaces {
  uuid: string;
  /** The trail page the tour stops at; null while there is no published trail. */
  trailHref: string | null;
}

export interface TourStep {
  id: OnboardingStepId;
  title: string;
  text: string;
  /** The page of the step; null shows it wherever the reader is. */
  path: (places: TourPlaces) => string | null;
  /** The element the card points at. */
  target: string;
}

const PATHS: Record<OnboardingStepId, TourStep["path"]> = {
  map: () => "/map",
  search: () => "/map",
  lists: () => "/lists",
  trail: ({ trailHref }) => trailHref,
  garage: ({ uuid }) => `/users/${uuid}/edit`,
};

export const TOUR_STEP_COUNT = ONBOARDING_STEPS.length;

/** The steps in the page's language; an element named by its label is named in that language too. */
export function tourSteps(t: Translator["t"]): readonly TourStep[] {
  const label = (text: string) => JSON.stringify(t(text));
  const steps: Record<OnboardingStepId, Pick<TourStep, "title" | "text" | "target">> = {
    map: {
      title: t("The Trail Map"),
      text: t(
        "Trails, scout routes and ORV parks across the US, Canada and Mexico. Move the map and this panel lists what is in view; Filters narrows it to what you drive.",
      ),
      target: `aside[aria-label=${label("Trails on the map")}]`,
    },
    search: {
      title: t("Search from any page"),
      text: t("Look up a trail, a town, a state or an ORV park by name. Search sits in the header on every page."),
      target: `header button[aria-label=${label("Search")}]`,
    },
    lists: {
      title: t("Lists for your trips"),
      text: t(
        "Keep the trails you want to drive in lists: one per trip, season or crew. Start one here or add guides from any trail page.",
      ),
      target: 'section[aria-labelledby="new-list-title"]',
    },
    trail: {
      title: t("A trail guide"),
      text: t(
        "Every guide opens with its difficulty, length, rating and nearest town; the full guide adds points of concern, waypoints, photos and reviews. Add a guide to a list from its page.",
      ),
      target: "header:has(#trail-title)",
    },
    garage: {
      title: t("Your garage"),
      text: t("Add your rig and its measurements: trail pages then tell you whether a trail fits it."),
      target: "#garage",
    },
  };
  return ONBOARDING_STEPS.map((id) => ({ id, ...steps[id], path: PATHS[id] }));
}

/** The page of a step; null when it shows wherever the reader is. */
export const stepPath = (step: number, places: TourPlaces): string | null => {
  const id = ONBOARDING_STEPS[step];
  return id ? PATHS[id](places) : null;
};
