// The panel's All-Access tabs: My Content and the trip planner for paid readers (kept mounted, so
// what they draw stays on the map under any tab), and for anyone else what joining brings.
import type { MapTab, MapTool } from "../../../shared/map/map-url-state";
import { MyContentSlot } from "./my-content-slot";
import { TripPlannerSlot } from "./trip-planner-slot";
import { UpgradePrompt } from "./upgrade-prompt";
import type { RigFilterState } from "./use-rig-filter";

interface MemberTabsProps {
  activeTab: MapTab;
  activeTool: MapTool | null;
  onToolChange: (tool: MapTool | null) => void;
  isPaid: boolean;
  isSignedIn: boolean;
  /** Where Log In and Join bring the reader back to. */
  returnTo: string;
  /** The planner's vehicle starts as the primary rig's. */
  rig: RigFilterState;
  /** The planner is loaded the first time its tab opens, then kept. */
  hasOpenedPlanner: boolean;
}

export function MemberTabs({
  activeTab,
  activeTool,
  onToolChange,
  isPaid,
  isSignedIn,
  returnTo,
  rig,
  hasOpenedPlanner,
}: MemberTabsProps) {
  const myContentTool = activeTool === "draw-track" || activeTool === "add-waypoint" ? activeTool : null;
  if (!isPaid) {
    if (activeTab === "my-content") {
      return <UpgradePrompt feature={myContentTool ?? "my-content"} isSignedIn={isSignedIn} returnTo={returnTo} />;
    }
    return activeTab === "trip" ? <UpgradePrompt feature="plan-trip" isSignedIn={isSignedIn} returnTo={returnTo} /> : null;
  }
  return (
    <>
      <div hidden={activeTab !== "my-content"}>
        <MyContentSlot activeTool={myContentTool} onToolChange={onToolChange} isShown={activeTab === "my-content"} />
      </div>
      {hasOpenedPlanner && (
        <div hidden={activeTab !== "trip"}>
          <TripPlannerSlot isActive={activeTool === "plan-trip"} rig={rig.status === "ready" ? rig.filter.vehicle : null} />
        </div>
      )}
    </>
  );
}
