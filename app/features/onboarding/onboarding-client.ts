// The browser's calls for the new-member tour, and what follows a change of its state: the spec §7
// analytics events, then fresh tokens so every page (and every later server render) knows.
import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Onboarding, OnboardingUpdate } from "../../../shared/contracts/onboarding.contract";
import { analytics } from "../../lib/analytics";
import { apiFetch, refreshTokens } from "../../lib/api-client";
import { useSession } from "../../lib/session";

const PATH = "/api/v2/users/me/onboarding/";

export const loadTour = (signal?: AbortSignal) => apiFetch<Onboarding>(PATH, { signal });

export const moveTour = (step: number) => apiFetch<Onboarding>(PATH, { method: "PATCH", json: { action: "go_to_step", step } });

/** Where a tour began from, for the "onboarding tutorial begin" event. */
export type TourLocation = "welcome" | "dashboard";

type StateChange = Exclude<OnboardingUpdate["action"], "go_to_step">;

interface ChangeOptions {
  location?: TourLocation;
  /** The page to go to once the change is saved; otherwise this page's data is loaded again. */
  goTo?: (tour: Onboarding) => string | null;
  /** Told as soon as the server has the change, before the page follows it. */
  onSaved?: () => void;
}

/** Begin, skip, resume or finish. The state changes, so the session takes it before this resolves. */
export function useChangeTourState() {
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(
    async (action: StateChange, { location, goTo, onSaved }: ChangeOptions = {}): Promise<Onboarding> => {
      const tour = await apiFetch<Onboarding>(PATH, { method: "PATCH", json: { action } });
      onSaved?.();
      if (action === "begin") analytics.capture("onboarding tutorial begin", { location });
      if (action === "finish") analytics.capture("onboarding tutorial finished");
      await refreshTokens().catch(() => false);
      const destination = goTo?.(tour);
      if (destination) await navigate(destination);
      else await revalidator.revalidate();
      if (user) updateUser({ ...user, onboarding_state: tour.state });
      return tour;
    },
    [user, updateUser, navigate, revalidator],
  );
}
