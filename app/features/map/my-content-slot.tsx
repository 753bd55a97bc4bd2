// Where the My Content panel (./my-content/**) mounts for paid readers, loaded lazily: only paid
// readers download it. The panel gets the active tool (draw-track | add-waypoint | null) and the
// map through useTrailMap() from ./trail-map-context.
import { lazy, Suspense } from "react";
import { useT } from "../../lib/i18n";
import type { MyContentPanelProps } from "./my-content/my-content-panel";

const LazyPanel = lazy(() => import("./my-content/my-content-panel").then((module) => ({ default: module.MyContentPanel })));

export function MyContentSlot(props: MyContentPanelProps) {
  const { t } = useT();
  return (
    <Suspense fallback={<p className="px-4 py-6 text-center text-sm text-grey">{t("Loading My Content…")}</p>}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
