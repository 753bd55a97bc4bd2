// The tour under way follows the member from page to page; its code loads only for them.
import { lazy, Suspense } from "react";
import { useSession } from "../../lib/session";

const TourRunner = lazy(() => import("./tour-runner"));

export function OnboardingTour() {
  const { user } = useSession();
  if (user?.onboarding_state !== "in_progress") return null;
  return (
    <Suspense fallback={null}>
      <TourRunner />
    </Suspense>
  );
}
