// Where the My Content panel (app/features/map/my-content/**, owned by the My Content work) mounts
// for paid readers. It is found by file name and loaded lazily, so the map page builds before it
// exists and only paid readers download it. The panel gets the active tool (draw-track |
// add-waypoint | null) and the map through useTrailMap() from ./trail-map-context.
import { lazy, Suspense, type ComponentType } from "react";
import type { MapTool } from "../../../shared/map/map-url-state";
import { useT } from "../../lib/i18n";

export interface MyContentPanelProps {
  activeTool: Extract<MapTool, "draw-track" | "add-waypoint"> | null;
  /** Opens or closes a tool; the page keeps it in the address (active-tool). */
  onToolChange: (tool: Extract<MapTool, "draw-track" | "add-waypoint"> | null) => void;
  /** Whether its tab is open. */
  isShown: boolean;
}

const PANEL_MODULES = import.meta.glob<{ MyContentPanel: ComponentType<MyContentPanelProps> }>(
  "./my-content/my-content-panel.tsx",
);
const loadPanel = PANEL_MODULES["./my-content/my-content-panel.tsx"];
const LazyPanel = loadPanel ? lazy(() => loadPanel().then((module) => ({ default: module.MyContentPanel }))) : null;

export function MyContentSlot(props: MyContentPanelProps) {
  const { t } = useT();
  if (!LazyPanel) {
    return (
      <p className="px-4 py-6 text-center text-sm text-grey">
        {t("Your tracks and waypoints will appear here. My Content is being set up; try again soon.")}
      </p>
    );
  }
  return (
    <Suspense fallback={<p className="px-4 py-6 text-center text-sm text-grey">{t("Loading My Content…")}</p>}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
