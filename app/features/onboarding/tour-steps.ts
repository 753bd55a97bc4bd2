// The stops of the new-member tour (ADR 0036): the page each one is on and the element it points at.
// The elements belong to other features, so they are named by what the reader sees of them (a
// landmark's label, a heading's id); the tour's end-to-end test fails when one goes missing.
import { ONBOARDING_STEPS, type OnboardingStepId } from "../../../shared/domain/onboarding";

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

const STEPS: Record<OnboardingStepId, Omit<TourStep, "id">> = {
  map: {
    title: "The Trail Map",
    text: "Trails, scout routes and ORV parks across the US, Canada and Mexico. Move the map and this panel lists what is in view; Filters narrows it to what you drive.",
    path: () => "/map",
    target: 'aside[aria-label="Trails on the map"]',
  },
  search: {
    title: "Search from any page",
    text: "Look up a trail, a town, a state or an ORV park by name. Search sits in the header on every page.",
    path: () => "/map",
    target: 'header button[aria-label="Search"]',
  },
  lists: {
    title: "Lists for your trips",
    text: "Keep the trails you want to drive in lists: one per trip, season or crew. Start one here or add guides from any trail page.",
    path: () => "/lists",
    target: 'section[aria-labelledby="new-list-title"]',
  },
  trail: {
    title: "A trail guide",
    text: "Every guide opens with its difficulty, length, rating and nearest town; the full guide adds points of concern, waypoints, photos and reviews. Add a guide to a list from its page.",
    path: ({ trailHref }) => trailHref,
    target: "header:has(#trail-title)",
  },
  garage: {
    title: "Your garage",
    text: "Add your rig and its measurements: trail pages then tell you whether a trail fits it.",
    path: ({ uuid }) => `/users/${uuid}/edit`,
    target: "#garage",
  },
};

export const TOUR_STEPS: readonly TourStep[] = ONBOARDING_STEPS.map((id) => ({ id, ...STEPS[id] }));

/** The page of a step; null when it shows wherever the reader is. */
export const stepPath = (step: number, places: TourPlaces): string | null => TOUR_STEPS[step]?.path(places) ?? null;
