// The tour's invitation (ADR 0036): on the welcome page and the dashboard of a member who has neither
// started nor dismissed the tour. It sits in the page, not over it, so nothing waits on an answer.
import { useT } from "../../lib/i18n";
import { Compass } from "lucide-react";
import { useState } from "react";
import type { Onboarding } from "../../../shared/contracts/onboarding.contract";
import { opensByItself, type OnboardingProgress } from "../../../shared/domain/onboarding";
import { Button } from "../../components/ui/button";
import { IconCircle } from "../../components/ui/icon-circle";
import { useToast } from "../../components/ui/toast";
import { failureMessage } from "../../lib/request-feedback";
import { useSession } from "../../lib/session";
import { useChangeTourState, type TourLocation } from "./onboarding-client";
import { stepPath, TOUR_STEP_COUNT } from "./tour-steps";

const CARD_CLASSES = "rounded-2xl border border-grey/15 bg-white p-5 shadow-sm";

/** Where a tour that begins or resumes takes the member: the page of its step. */
const goToStepOf = (uuid: string) => (tour: Onboarding) => stepPath(tour.step, { uuid, trailHref: tour.trail_href });

/** What a button does while its request runs: one request at a time, failures as a toast. */
function usePendingAction() {
  const toast = useToast();
  const [isPending, setPending] = useState(false);
  async function run(action: () => Promise<unknown>) {
    setPending(true);
    try {
      await action();
    } catch (error) {
      toast.show(failureMessage(error), "error");
    } finally {
      setPending(false);
    }
  }
  return { isPending, run };
}

export function TourInvitation({ location }: { location: TourLocation }) {
  const { user } = useSession();
  const { t } = useT();
  const changeTourState = useChangeTourState();
  const { isPending, run } = usePendingAction();
  if (!user || !opensByItself(user.onboarding_state)) return null;
  const goToStep = goToStepOf(user.uuid);

  return (
    <section
      aria-labelledby="tour-invitation-title"
      className={`mt-8 flex flex-col gap-4 sm:flex-row sm:items-center ${CARD_CLASSES}`}
    >
      <IconCircle icon={Compass} />
      <div className="flex-1">
        <h2 id="tour-invitation-title" className="text-lg font-bold text-dark-grey">
          {t("New here? Take the one-minute tour")}
        </h2>
        <p className="mt-1 text-sm text-grey">
          {t(
            "{count} quick stops: the map, search, lists, a trail guide and your garage. Skip it any time and pick it up later from your dashboard.",
            { count: TOUR_STEP_COUNT },
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button disabled={isPending} onClick={() => void run(() => changeTourState("begin", { location, goTo: goToStep }))}>
          {t("Start the tour")}
        </Button>
        <Button variant="secondary" disabled={isPending} onClick={() => void run(() => changeTourState("skip"))}>
          {t("Not now")}
        </Button>
      </div>
    </section>
  );
}

/** The dashboard's way back into a tour the member dismissed, skipped or finished; the step comes from the server. */
export function TourDashboardLink({ tour }: { tour: OnboardingProgress }) {
  const { user } = useSession();
  const { t } = useT();
  const changeTourState = useChangeTourState();
  const { isPending, run } = usePendingAction();
  if (!user || (tour.state !== "skipped" && tour.state !== "finished")) return null;

  const goToStep = goToStepOf(user.uuid);
  // Dismissed from the invitation, the tour never began: it begins now, as it would have then.
  const isResumable = tour.state === "skipped" && tour.step > 0;
  const isFinished = tour.state === "finished";
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-grey">
      <Compass aria-hidden className="size-4 text-brand-green-dark" />
      {isResumable
        ? t("You stopped the tour at step {number} of {count}.", { number: tour.step + 1, count: TOUR_STEP_COUNT })
        : isFinished
          ? t("Want another look around?")
          : t("New here? The tour shows you around in a minute.")}
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        onClick={() =>
          void run(() =>
            isResumable
              ? changeTourState("resume", { goTo: goToStep })
              : changeTourState("begin", { location: "dashboard", goTo: goToStep }),
          )
        }
      >
        {isResumable ? t("Resume the tour") : isFinished ? t("Take the tour again") : t("Take the tour")}
      </Button>
    </p>
  );
}
