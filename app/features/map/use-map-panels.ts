// Everything the reader sets on /map, kept in the address with replaceState (which keeps history
// clean and runs no loaders), and how the panel, its tabs and the map's tools open together.
import { useCallback, useEffect, useState } from "react";
import { storeBasemapChoice } from "../../lib/basemap-choice";
import { mapUrlSearch, type BasemapId, type MapTab, type MapTool, type MapUrlState } from "../../../shared/map/map-url-state";

/** The panel a tool works in: My Content's tools in its tab, the planner in the trip tab. */
const PANEL_OF_TOOL: Record<MapTool, MapTab | null> = {
  measure: null,
  "draw-track": "my-content",
  "add-waypoint": "my-content",
  "plan-trip": "trip",
};

/** A tool in the address on arrival opens its panel; the trip tab opens the planner's tool. */
function arrivalPanel(state: MapUrlState): MapUrlState {
  const panel = state.activeTool ? PANEL_OF_TOOL[state.activeTool] : null;
  if (panel) return { ...state, activeTab: panel };
  return state.activeTab === "trip" ? { ...state, activeTool: "plan-trip" } : state;
}

export interface MapPanels {
  urlState: MapUrlState;
  /** The address's query string for this state. */
  search: string;
  update: (patch: Partial<MapUrlState>) => void;
  /** On phones the panel is a bottom sheet, expanded or not; on desktops it is always shown. */
  isSheetExpanded: boolean;
  toggleSheet: () => void;
  collapseSheet: () => void;
  setTool: (tool: MapTool | null) => void;
  setTab: (tab: MapTab) => void;
  /** The reader's basemap, also remembered in this browser for the site's other maps. */
  setBasemap: (basemap: BasemapId) => void;
  /** The planner is loaded the first time its tab opens, then kept. */
  hasOpenedPlanner: boolean;
}

export function useMapPanels(initialState: MapUrlState): MapPanels {
  const [urlState, setUrlState] = useState<MapUrlState>(() => arrivalPanel(initialState));
  // Arriving to open a panel or a My Content tool shows it; otherwise the map comes first.
  const [isSheetExpanded, setIsSheetExpanded] = useState(() => arrivalPanel(initialState).activeTab !== "results");
  const [hasOpenedPlanner, setHasOpenedPlanner] = useState(false);
  if (urlState.activeTab === "trip" && !hasOpenedPlanner) setHasOpenedPlanner(true);

  const search = mapUrlSearch(urlState);
  useEffect(() => {
    if (window.location.search === search) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  }, [search]);

  const update = useCallback((patch: Partial<MapUrlState>) => setUrlState((current) => ({ ...current, ...patch })), []);
  const toggleSheet = useCallback(() => setIsSheetExpanded((expanded) => !expanded), []);
  const collapseSheet = useCallback(() => setIsSheetExpanded(false), []);

  const { activeTool } = urlState;
  const setTool = (tool: MapTool | null) => {
    const panel = tool ? PANEL_OF_TOOL[tool] : null;
    const leavesPlanner = tool === null && activeTool === "plan-trip";
    update({ activeTool: tool, ...(panel ? { activeTab: panel } : leavesPlanner ? { activeTab: "results" as const } : {}) });
    if (panel) setIsSheetExpanded(true);
  };
  // The trip tab and the planner's tool open and close together.
  const setTab = (tab: MapTab) => {
    const tool = tab === "trip" ? "plan-trip" : activeTool === "plan-trip" ? null : activeTool;
    update({ activeTab: tab, activeTool: tool });
    setIsSheetExpanded(true);
  };

  const setBasemap = (basemap: BasemapId) => {
    update({ basemap });
    storeBasemapChoice(basemap);
  };

  return {
    urlState,
    search,
    update,
    isSheetExpanded,
    toggleSheet,
    collapseSheet,
    setTool,
    setTab,
    setBasemap,
    hasOpenedPlanner,
  };
}
