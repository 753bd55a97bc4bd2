// The new-member tour (issue 15, ADR 0036): where the signed-in member's tour stands and the changes
// they make to it, each checked against the rules of shared/domain/onboarding in one transaction.
import type { Onboarding, OnboardingUpdate } from "../../../shared/contracts/onboarding.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { guideHref } from "../../../shared/domain/guide-href";
import { applyOnboardingAction, type OnboardingProgress } from "../../../shared/domain/onboarding";
import type { Executor } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import type { PlacesService } from "../places/places.service";
import { createOnboardingRepository } from "./onboarding.repository";

const CONFLICT_DETAIL: Record<OnboardingUpdate["action"], string> = {
  begin: "The tour is already under way.",
  go_to_step: "The tour is not under way.",
  skip: "The tour is not open.",
  resume: "Only a skipped tour can be resumed.",
  finish: "The tour finishes from its last step.",
};

export function createOnboardingService({
  db,
  clock,
  places,
}: Pick<ServiceDeps, "db" | "clock"> & { places: Pick<PlacesService, "listTrailCards"> }) {
  const userNotFound = () => notFound("User not found.");

  /** The trail page the tour stops at: the top-rated published trail, as the lists page suggests it. */
  async function tourTrailHref(): Promise<string | null> {
    const { results } = await places.listTrailCards({}, "rating", { page: 1, pageSize: 1 });
    const [trail] = results;
    return trail ? guideHref("trails", trail) : null;
  }

  async function withTrail(progress: OnboardingProgress): Promise<Onboarding> {
    return { ...progress, trail_href: await tourTrailHref() };
  }

  async function progressOf(user: UserClaims): Promise<OnboardingProgress> {
    const progress = await createOnboardingRepository(db).findProgress(user.id);
    if (!progress) throw userNotFound();
    return progress;
  }

  return {
    /** Where the tour stands, without the trail it stops at (the dashboard's "Resume the tour"). */
    progressOf,

    async getOnboarding(user: UserClaims): Promise<Onboarding> {
      return withTrail(await progressOf(user));
    },

    /** Begin, move, skip, resume or finish; a change the tour's state does not allow is a 409. */
    async updateOnboarding(user: UserClaims, change: OnboardingUpdate): Promise<Onboarding> {
      const progress = await db.transaction(async (tx: Executor) => {
        const onboarding = createOnboardingRepository(tx);
        const current = await onboarding.lockProgress(user.id);
        if (!current) throw userNotFound();
        const next = applyOnboardingAction(current, change);
        if (!next) throw conflict(CONFLICT_DETAIL[change.action], "onboarding_state");
        await onboarding.saveProgress(user.id, next, clock.now());
        return next;
      });
      return withTrail(progress);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
