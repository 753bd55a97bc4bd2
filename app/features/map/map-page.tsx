// /map, the main trail map (spec §2.2): the map fills the screen under the header; a side panel
// (a bottom sheet on phones) holds what is in view, the filters and My Content. Everything the
// reader sets is kept in the address (useMapPanels), so a map can be shared and survives reload.
import { useRef, useState } from "react";
import type { Bounds } from "../../../shared/geo/geometry";
import type { MenuState } from "../../../shared/domain/states-menu";
import { DEFAULT_MAP_FILTERS, type MapFilters } from "../../../shared/domain/map-filters";
import type { BasemapSources } from "../../../shared/map/basemaps";
import type { MapTool, MapUrlState } from "../../../shared/map/map-url-state";
import { garageHrefOf } from "../../components/garage/garage-client";
import { FiltersPanel, countActiveFilters } from "./filters-panel";
import { LayersMenu } from "./layers-menu";
import { MapCanvas } from "./map-canvas";
import { MapCards } from "./map-cards";
import { MapLegends } from "./map-legends";
import { MapSidePanel } from "./map-side-panel";
import { MapToolBar } from "./map-tool-bar";
import { MemberTabs } from "./member-tabs";
import { ResultsTab, useResultCountText } from "./results-tab";
import type { TrailMap } from "./trail-map";
import { TrailMapContext } from "./trail-map-context";
import { useActiveList } from "./use-active-list";
import { useFillViewport } from "./use-fill-viewport";
import { useGuideChoice } from "./use-guide-choice";
import { useArrivalBounds, useFitStateOnArrival, useFlyTo } from "./use-map-flight";
import { useMapEvents } from "./use-map-events";
import { useMapLayers } from "./use-map-layers";
import { useMapPanels } from "./use-map-panels";
import { useMeasurePoints } from "./use-measure-points";
import { useSharedContent } from "./use-shared-content";
import { useShownGuides } from "./use-shown-guides";

interface MapPageProps {
  initialState: MapUrlState;
  /** The signed-in reader's uuid, for the link to their garage. */
  userUuid: string | null;
  states: readonly MenuState[];
  isPaid: boolean;
  isSignedIn: boolean;
  /** The address names a state filter and no view: the view fits the state's guides. */
  fitsStateOnArrival: boolean;
  /** The online basemaps' sources, or null when only the offline basemap is offered. */
  basemapSources: BasemapSources | null;
}

export function MapPage({
  initialState,
  userUuid,
  fitsStateOnArrival,
  states,
  isPaid,
  isSignedIn,
  basemapSources,
}: MapPageProps) {
  const panels = useMapPanels(initialState);
  const { urlState, update, search } = panels;
  const { filters, activeTab, activeTool } = urlState;
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [engine, setEngine] = useState<TrailMap | null>(null);
  const measure = useMeasurePoints();
  const pageRef = useRef<HTMLDivElement>(null);
  const mapAreaRef = useRef<HTMLDivElement>(null);
  useFillViewport(pageRef);
  useArrivalBounds(mapAreaRef, initialState.view, setBounds);

  const layers = useMapLayers({ basemap: urlState.basemap, overlays: urlState.overlays, basemapSources, isPaid, bounds });
  const flyTo = useFlyTo(engine);
  const list = useActiveList(urlState.activeList, flyTo);
  const activeList = urlState.activeList ? list : null;
  const { rig, appliedFilters, filter, listed, guidesInView } = useShownGuides({
    filters,
    isSignedIn,
    isPaid,
    isRigWanted: activeTab === "filters" || activeTab === "trip",
    listGuides: activeList ? activeList.guides : null,
    bounds,
  });
  const shared = useSharedContent(urlState.sharedContent, flyTo);
  const { selected, select, setHovered, highlighted, listChoice } = useGuideChoice({
    arrivalContent: initialState.activeContent,
    update,
    collapseSheet: panels.collapseSheet,
    flyTo,
  });
  useFitStateOnArrival(fitsStateOnArrival ? initialState.filters : null, flyTo);
  const inView = guidesInView.page?.results;
  const mapEvents = useMapEvents({ setBounds, update, setHovered, select, inView, onMeasureClick: measure.add });

  const setTool = (tool: MapTool | null) => {
    if (tool !== "measure") measure.clear();
    panels.setTool(tool);
  };
  const setFilters = (next: MapFilters) => update({ filters: next });
  const countText = useResultCountText(activeList, guidesInView);
  const activeFilterCount = countActiveFilters(appliedFilters);
  const returnTo = `/map${search}`;

  return (
    <TrailMapContext.Provider value={engine}>
      <div
        ref={pageRef}
        className="relative flex h-[calc(100dvh-var(--spacing-header))] min-h-[420px] overflow-hidden md:flex-row"
      >
        <MapSidePanel
          countText={countText}
          activeFilterCount={activeFilterCount}
          activeTab={activeTab}
          onTabChange={panels.setTab}
          isSheetExpanded={panels.isSheetExpanded}
          onToggleSheet={panels.toggleSheet}
        >
          {activeTab === "results" && (
            <ResultsTab
              activeList={activeList}
              guidesInView={guidesInView}
              hasFilters={activeFilterCount > 0}
              onShowAll={() => update({ activeList: null })}
              onResetFilters={() => setFilters(DEFAULT_MAP_FILTERS)}
              {...listChoice}
            />
          )}
          {activeTab === "filters" && (
            <FiltersPanel
              filters={filters}
              states={states}
              onChange={setFilters}
              rig={rig}
              returnTo={returnTo}
              garageHref={garageHrefOf(userUuid ?? undefined)}
            />
          )}
          <MemberTabs
            activeTab={activeTab}
            activeTool={activeTool}
            onToolChange={setTool}
            isPaid={isPaid}
            isSignedIn={isSignedIn}
            returnTo={returnTo}
            rig={rig}
            hasOpenedPlanner={panels.hasOpenedPlanner}
          />
        </MapSidePanel>

        <div ref={mapAreaRef} className="absolute inset-0 md:relative md:flex-1">
          {layers.isKnown ? (
            <MapCanvas
              initialView={initialState.view}
              basemap={layers.shownBasemap}
              basemapSources={basemapSources}
              overlays={layers.shownOverlays}
              filter={filter}
              highlighted={highlighted}
              listed={listed}
              measurePoints={measure.points}
              sharedContent={shared.data}
              conditionReports={layers.conditionReports.data}
              tool={activeTool === "plan-trip" && !isPaid ? null : activeTool}
              events={mapEvents}
              onEngineChange={setEngine}
            />
          ) : (
            <div className="size-full bg-[#efe9dc]" />
          )}

          <MapToolBar activeTool={activeTool} onToolChange={setTool}>
            <LayersMenu
              basemaps={layers.basemaps}
              basemap={layers.basemap}
              unreachableBasemap={layers.unreachableBasemap}
              offersHillshade={basemapSources !== null}
              isHillshadeUnreachable={layers.isHillshadeUnreachable}
              overlays={urlState.overlays}
              imports={layers.imports}
              isPaid={isPaid}
              isSignedIn={isSignedIn}
              returnTo={returnTo}
              onBasemapChange={panels.setBasemap}
              onOverlaysChange={(overlays) => update({ overlays })}
            />
          </MapToolBar>

          <MapCards
            measure={activeTool === "measure" ? measure : null}
            onMeasureDone={() => setTool(null)}
            shared={shared}
            selected={selected}
            onCloseGuide={() => select(null)}
          />

          <MapLegends
            overlays={urlState.overlays}
            isConditionsOn={layers.isConditionsOn}
            conditionReports={layers.conditionReports}
            imports={layers.imports}
          />
        </div>
      </div>
    </TrailMapContext.Provider>
  );
}
