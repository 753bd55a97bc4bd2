// Where the trip planner (./trip-planner/**) mounts for paid readers, loaded only when first opened:
// the map page's own code stays as small as before for everyone else.
import { lazy, Suspense } from "react";
import { useT } from "../../lib/i18n";
import type { TripPlannerPanelProps } from "./trip-planner/trip-planner-panel";

const LazyPanel = lazy(() =>
  import("./trip-planner/trip-planner-panel").then((module) => ({ default: module.TripPlannerPanel })),
);

export function TripPlannerSlot(props: TripPlannerPanelProps) {
  const { t } = useT();
  return (
    <Suspense fallback={<p className="px-4 py-6 text-center text-sm text-grey">{t("Loading the trip planner…")}</p>}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
