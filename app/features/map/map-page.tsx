// /map, the main trail map (spec §2.2): the map fills the screen under the header; a side panel
// (a bottom sheet on phones) holds what is in view, the filters and My Content. Everything the
// reader sets is kept in the address with replaceState, so a map can be shared and survives reload.
import type { GeoJSONSourceSpecification } from "@maplibre/maplibre-gl-style-spec";
import { ChevronDown, ChevronUp, Pencil, MapPin, Route, Ruler } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ListDetail } from "../../../shared/contracts/lists.contract";
import type { SharedContent } from "../../../shared/contracts/user-content.contract";
import { boundsOf, type Bounds } from "../../../shared/geo/geometry";
import type { MenuState } from "../../../shared/domain/states-menu";
import { DEFAULT_MAP_FILTERS, type MapFilters } from "../../../shared/domain/map-filters";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";
import { useMeasures } from "../../lib/session";
import { FiltersPanel, countActiveFilters } from "./filters-panel";
import { GuideCard } from "./guide-card";
import { GuideList } from "./guide-list";
import { guideLayerFilter } from "./guide-layer-filter";
import { conditionPopupText } from "./condition-popup";
import { ConditionsLegend, LayersMenu, PublicLandsLegend } from "./layers-menu";
import type { MapImport } from "../../../shared/contracts/map.contract";
import { sharedContentBounds } from "./my-content/shared-content-bounds";
import { fetchActiveGuide, fetchGuidesInView, fetchImports, fetchList, fetchSharedContent, type MapGuide } from "./map-api";
import { MapCanvas, type MapCanvasHandle } from "./map-canvas";
import { availableBasemaps, shownBasemap, type BasemapSources } from "../../../shared/map/basemaps";
import { storeBasemapChoice, useSourceReachability } from "../../lib/basemap-choice";
import { mapUrlSearch, type ContentRef, type MapTab, type MapTool, type MapUrlState } from "../../../shared/map/map-url-state";
import { MeasurePanel } from "./measure-panel";
import { formatTrackLength } from "./my-content/stats-format";
import { MyContentSlot } from "./my-content-slot";
import type { GuideFeatureProperties, TrailMap } from "./trail-map";
import { TrailMapContext } from "./trail-map-context";
import { TripPlannerSlot } from "./trip-planner-slot";
import { UpgradePrompt } from "./upgrade-prompt";
import { useConditionReports } from "./use-condition-reports";
import { useGuidesInView } from "./use-guides-in-view";
import { useRigFilter } from "./use-rig-filter";
import { viewBounds } from "./view-bounds";
import { garageHrefOf } from "../../components/garage/garage-client";

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

const EMPTY_DATA: GeoJSONSourceSpecification["data"] = { type: "FeatureCollection", features: [] };
const sameRef = (a: ContentRef | null, b: ContentRef | null) => a != null && b != null && a.kind === b.kind && a.id === b.id;

/** A guide from its tile properties, with the list's photo when the list has it. */
function guideFromFeature(properties: GuideFeatureProperties, inView: readonly MapGuide[]): MapGuide {
  const listed = inView.find((guide) => sameRef(guide, properties));
  if (listed) return listed;
  const text = (name: string) => (typeof properties[name] === "string" ? properties[name] : null);
  const number = (name: string) => (properties[name] == null ? null : Number(properties[name]));
  return {
    kind: properties.kind,
    id: properties.id,
    title: text("title") ?? "Untitled",
    href: text("href") ?? "/",
    photo: null,
    difficulty: number("difficulty") ?? 0,
    color: text("color") ?? "",
    label: "",
    length_mi: number("length_mi"),
    rating: number("rating"),
    review_count: number("review_count"),
    town: text("town"),
    state: text("state"),
    preview: properties.preview === true,
    boh: properties.boh === true,
    trailhead: null,
  };
}

function listItemGuide(item: ListDetail["items"][number]): MapGuide {
  const kind = ({ trails: "trail", "scout-routes": "scout-route", "orv-parks": "orv-park" } as const)[item.product_type];
  const card = item.card;
  const isGuide = "difficulty_props" in card;
  return {
    kind,
    id: item.guide_id,
    title: card.title,
    href: item.href,
    photo: card.hero_photo?.resized_medium ?? null,
    difficulty: isGuide ? (card.technical_rating_low ?? 0) : 0,
    color: isGuide ? card.difficulty_props.color : "",
    label: isGuide ? card.difficulty_props.label : "",
    length_mi: isGuide ? card.length : null,
    rating: isGuide ? card.review_average : null,
    review_count: isGuide ? card.review_count : null,
    town: card.nearest_town_name,
    state: card.state.code,
    preview: isGuide && card.is_preview,
    boh: isGuide && card.is_boh,
    trailhead: null,
  };
}

/** A guide listed twice shows once. */
function uniqueGuides(guides: readonly MapGuide[]): MapGuide[] {
  const seen = new Set<string>();
  return guides.filter((guide) => {
    const key = `${guide.kind}-${guide.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The guide with its trailhead from its detail, so a click in the list flies without asking again. */
function withTrailhead(guide: MapGuide, located: PromiseSettledResult<{ guide: MapGuide }> | undefined): MapGuide {
  return located?.status === "fulfilled" ? { ...guide, trailhead: located.value.guide.trailhead } : guide;
}

function sharedContentData(content: SharedContent): GeoJSONSourceSpecification["data"] {
  const geometry =
    content.kind === "track"
      ? content.preview
      : { type: "Point" as const, coordinates: [content.longitude, content.latitude] as [number, number] };
  return { type: "FeatureCollection", features: [{ type: "Feature", properties: { name: content.name }, geometry }] };
}

/** The imported layers with no data yet, so their legend says so instead of looking broken. */
/** The imported datasets, null until known (or when the answer fails: the legend shows as usual). */
function useImports(): readonly MapImport[] | null {
  const [imports, setImports] = useState<readonly MapImport[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchImports(controller.signal).then(setImports, () => undefined);
    return () => controller.abort();
  }, []);
  return imports;
}

const WHOLE_WORLD: Bounds = [
  [-180, -85],
  [180, 85],
];

const NO_CONCERNS: readonly string[] = [];

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

export function MapPage({
  initialState,
  userUuid,
  fitsStateOnArrival,
  states,
  isPaid,
  isSignedIn,
  basemapSources,
}: MapPageProps) {
  // A My Content tool in the address opens its panel too.
  const [urlState, setUrlState] = useState<MapUrlState>(() => arrivalPanel(initialState));
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [hovered, setHovered] = useState<ContentRef | null>(null);
  const [selected, setSelected] = useState<MapGuide | null>(null);
  const [measurePoints, setMeasurePoints] = useState<[number, number][]>([]);
  const [list, setList] = useState<ListDetail | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [shared, setShared] = useState<SharedContent | null>(null);
  const [sharedError, setSharedError] = useState<string | null>(null);
  const measure = useMeasures();
  const translate = useT();
  const { t, plural } = translate;
  // Arriving to open a panel or a My Content tool shows it; otherwise the map comes first.
  const [isSheetExpanded, setIsSheetExpanded] = useState(() => arrivalPanel(initialState).activeTab !== "results");
  const [engine, setEngine] = useState<TrailMap | null>(null);
  const canvasRef = useRef<MapCanvasHandle>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  useFillViewport(pageRef);
  // The address's view is known before MapLibre loads: the list of what is in view is asked for at once.
  const mapAreaRef = useRef<HTMLDivElement>(null);
  const arrivalView = useRef(initialState.view);
  useEffect(() => {
    const area = mapAreaRef.current;
    if (!area) return;
    const { width, height } = area.getBoundingClientRect();
    if (width > 0 && height > 0) setBounds((current) => current ?? viewBounds(arrivalView.current, width, height));
  }, []);

  const { filters, activeTab, activeTool } = urlState;
  // The planner's vehicle starts as the primary rig's: one answer serves the filter and the planner.
  const rig = useRigFilter({
    isSignedIn,
    isPaid,
    isWanted: activeTab === "filters" || activeTab === "trip" || filters.fitsMyRig,
  });
  // "Fits my rig" applies once the server has named the rig and what rules a trail out for it.
  const isRigReady = rig.status === "ready";
  const appliedFilters = useMemo(
    () => (filters.fitsMyRig && !isRigReady ? { ...filters, fitsMyRig: false } : filters),
    [filters, isRigReady],
  );
  const rulingOut = rig.status === "ready" ? rig.filter.concerns_ruling_out : NO_CONCERNS;
  const activeList = urlState.activeList;
  const [listGuides, setListGuides] = useState<MapGuide[]>([]);
  const listed = useMemo(() => listGuides.map(({ kind, id }) => ({ kind, id })), [listGuides]);
  // An open list is shown alone: only its guides on the map and in the panel, the view fitted to them.
  const filter = useMemo(
    () => guideLayerFilter(appliedFilters, rulingOut, activeList ? listed : null),
    [appliedFilters, rulingOut, activeList, listed],
  );
  const guidesInView = useGuidesInView(activeList ? null : bounds, appliedFilters);
  const inView = useMemo(() => guidesInView.page?.results ?? [], [guidesInView.page]);
  const basemaps = availableBasemaps(basemapSources);
  const basemap = basemaps.some((option) => option.id === urlState.basemap) ? urlState.basemap : "offline";
  // The map starts once it is known which online sources answer: a source that does not is never asked.
  const reachable = useSourceReachability(basemapSources);
  const { shown: shownBase, unreachable } = reachable
    ? shownBasemap(basemap, basemapSources, reachable)
    : { shown: basemap, unreachable: null };
  const imports = useImports();
  const hasPublicLands = imports === null || imports.some((entry) => entry.layer === "public-lands");
  const isHillshadeShown = basemapSources !== null && reachable?.hillshade === true;
  // Recent conditions are part of All-Access: for anyone else the layer stays off and nothing is asked.
  const isConditionsOn = isPaid && urlState.overlays.includes("conditions");
  const shownOverlays = useMemo(
    () =>
      urlState.overlays.filter(
        (overlay) => (overlay !== "hillshade" || isHillshadeShown) && (overlay !== "conditions" || isPaid),
      ),
    [isHillshadeShown, isPaid, urlState.overlays],
  );
  const conditionReports = useConditionReports(bounds, isConditionsOn);
  const legendReports = useMemo(
    () =>
      conditionReports.reports.map((report) => {
        const text = conditionPopupText(report.properties, translate);
        return {
          uuid: report.properties.uuid,
          label: text.label,
          colour: text.colour,
          trailTitle: text.trailTitle,
          seen: text.seen,
        };
      }),
    [conditionReports.reports, translate],
  );
  const openConditionReport = (uuid: string) => {
    const report = conditionReports.reports.find((candidate) => candidate.properties.uuid === uuid);
    if (report) engine?.showConditionReport(report.geometry.coordinates, report.properties);
  };

  // The address follows the state; replaceState keeps history clean and runs no loaders.
  const search = mapUrlSearch(urlState);
  useEffect(() => {
    if (window.location.search === search) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  }, [search]);

  const update = useCallback((patch: Partial<MapUrlState>) => setUrlState((current) => ({ ...current, ...patch })), []);

  const select = useCallback(
    (guide: MapGuide | null) => {
      setSelected(guide);
      update({ activeContent: guide ? { kind: guide.kind, id: guide.id } : null });
      if (guide) setIsSheetExpanded(false);
    },
    [update],
  );

  // active-content on arrival: open its card and fly to it.
  // A flight asked for before the map has mounted (it waits to learn which basemaps answer) waits for it.
  const pendingFlight = useRef<Bounds | null>(null);
  const flyTo = useCallback((target: Bounds) => {
    if (canvasRef.current) canvasRef.current.flyTo(target);
    else pendingFlight.current = target;
  }, []);
  const isCanvasMounted = reachable !== null;
  useEffect(() => {
    if (!isCanvasMounted || !pendingFlight.current) return;
    canvasRef.current?.flyTo(pendingFlight.current);
    pendingFlight.current = null;
  }, [isCanvasMounted]);

  // A state and no view in the address on arrival (a state page's "See all on the map"): the view
  // fits that state's guides.
  const arrivalState = useRef(fitsStateOnArrival ? initialState.filters : null);
  useEffect(() => {
    const filters = arrivalState.current;
    if (!filters) return;
    const controller = new AbortController();
    fetchGuidesInView(WHOLE_WORLD, filters, controller.signal).then(
      ({ results }) => {
        const trailheads = results.flatMap((guide) => (guide.trailhead ? [guide.trailhead] : []));
        if (trailheads.length > 0) flyTo(boundsOf(trailheads));
      },
      () => undefined, // the map stays on the default view
    );
    return () => controller.abort();
  }, [flyTo]);

  const arrivalContent = useRef(initialState.activeContent);
  useEffect(() => {
    const ref = arrivalContent.current;
    if (!ref) return;
    const controller = new AbortController();
    fetchActiveGuide(ref, controller.signal).then(
      ({ guide, bounds: guideBounds }) => {
        setSelected(guide);
        if (guideBounds) flyTo(guideBounds);
      },
      () => {
        if (!controller.signal.aborted) update({ activeContent: null });
      },
    );
    return () => controller.abort();
  }, [update, flyTo]);

  // active-list: the list's guides, each once, in the panel and on the map; the view fits them all.
  useEffect(() => {
    if (!activeList) {
      setListGuides([]);
      return;
    }
    const controller = new AbortController();
    fetchList(activeList, controller.signal)
      .then(async (detail) => {
        setList(detail);
        const guides = uniqueGuides(detail.items.map(listItemGuide));
        setListGuides(guides);
        const located = await Promise.allSettled(guides.map((guide) => fetchActiveGuide(guide, controller.signal)));
        if (controller.signal.aborted) return;
        const corners = located.flatMap((result) => (result.status === "fulfilled" && result.value.bounds) || []);
        setListGuides(guides.map((guide, index) => withTrailhead(guide, located[index])));
        if (corners.length > 0) flyTo(boundsOf(corners));
      })
      .catch(() => {
        if (!controller.signal.aborted) setListError("This list could not be opened. It may be private or deleted.");
      });
    return () => controller.abort();
  }, [activeList, flyTo]);

  // shared-content: someone's shared track or waypoint, drawn and flown to.
  const sharedUuid = urlState.sharedContent;
  useEffect(() => {
    if (!sharedUuid) return;
    const controller = new AbortController();
    fetchSharedContent(sharedUuid, controller.signal).then(
      (content) => {
        setShared(content);
        flyTo(sharedContentBounds(content));
      },
      () => {
        if (!controller.signal.aborted) {
          setSharedError("This shared content could not be found. The link may have been turned off.");
        }
      },
    );
    return () => controller.abort();
  }, [sharedUuid, flyTo]);
  const sharedData = useMemo(() => (sharedUuid && shared ? sharedContentData(shared) : EMPTY_DATA), [sharedUuid, shared]);

  const highlighted = useMemo(() => [hovered, selected].filter((ref): ref is ContentRef => ref != null), [hovered, selected]);

  const mapEvents = useMemo(
    () => ({
      onViewChange: (view: MapUrlState["view"], viewBounds: Bounds) => {
        setBounds(viewBounds);
        setUrlState((current) => ({ ...current, view }));
      },
      onHover: setHovered,
      onSelect: (properties: GuideFeatureProperties | null) => select(properties ? guideFromFeature(properties, inView) : null),
      onMeasureClick: (point: [number, number]) => setMeasurePoints((points) => [...points, point]),
    }),
    [inView, select],
  );

  const openListGuide = (guide: MapGuide) => {
    select(guide);
    if (guide.trailhead) {
      flyTo([guide.trailhead, guide.trailhead]);
      return;
    }
    const controller = new AbortController();
    fetchActiveGuide(guide, controller.signal).then(
      ({ bounds: guideBounds }) => guideBounds && flyTo(guideBounds),
      () => undefined,
    );
  };

  const setTool = (tool: MapTool | null) => {
    if (tool !== "measure") setMeasurePoints([]);
    const panel = tool ? PANEL_OF_TOOL[tool] : null;
    const leavesPlanner = tool === null && activeTool === "plan-trip";
    update({ activeTool: tool, ...(panel ? { activeTab: panel } : leavesPlanner ? { activeTab: "results" as const } : {}) });
    if (panel) setIsSheetExpanded(true);
  };

  const setFilters = (next: MapFilters) => update({ filters: next });
  // The trip tab and the planner's tool open and close together.
  const setTab = (tab: MapTab) => {
    const tool = tab === "trip" ? "plan-trip" : activeTool === "plan-trip" ? null : activeTool;
    update({ activeTab: tab, activeTool: tool });
    setIsSheetExpanded(true);
  };

  const count = guidesInView.page?.count;
  const countText = activeList
    ? plural(listGuides.length, "{count} guide in this list", "{count} guides in this list")
    : guidesInView.status === "failed"
      ? t("Results could not be loaded")
      : count == null
        ? t("Finding results…")
        : plural(count, "{count} result in view", "{count} results in view");
  const activeFilterCount = countActiveFilters(appliedFilters);
  const myContentTool = activeTool === "draw-track" || activeTool === "add-waypoint" ? activeTool : null;
  // The planner is loaded the first time its tab opens, then kept.
  const [hasOpenedPlanner, setHasOpenedPlanner] = useState(false);
  if (activeTab === "trip" && !hasOpenedPlanner) setHasOpenedPlanner(true);
  const returnTo = `/map${search}`;

  const tabs: { id: MapTab; label: string }[] = [
    { id: "results", label: t("In view") },
    { id: "filters", label: activeFilterCount > 0 ? t("Filters ({count})", { count: activeFilterCount }) : t("Filters") },
    { id: "my-content", label: t("My Content") },
    { id: "trip", label: t("Plan trip") },
  ];

  return (
    <TrailMapContext.Provider value={engine}>
      <div
        ref={pageRef}
        className="relative flex h-[calc(100dvh-var(--spacing-header))] min-h-[420px] overflow-hidden md:flex-row"
      >
        <aside
          aria-label={t("Trails on the map")}
          className={cx(
            "absolute inset-x-0 bottom-0 z-20 flex flex-col rounded-t-2xl bg-white shadow-[0_-4px_20px_rgba(0,0,0,0.15)] transition-[height] duration-200",
            "md:static md:z-auto md:h-full md:w-96 md:shrink-0 md:rounded-none md:border-r md:border-grey/15 md:shadow-none",
            isSheetExpanded ? "h-[72%]" : "h-36",
          )}
        >
          <button
            type="button"
            onClick={() => setIsSheetExpanded((expanded) => !expanded)}
            aria-expanded={isSheetExpanded}
            className="flex w-full flex-col items-center pt-2 md:hidden"
          >
            <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-grey/30" />
            <span className="sr-only">{isSheetExpanded ? t("Collapse the panel") : t("Expand the panel")}</span>
          </button>
          <header className="flex items-center justify-between gap-3 px-4 pt-2 pb-1 md:pt-4">
            <div className="min-w-0">
              <h1 className="text-xl font-extrabold tracking-tight">{t("Trail Map")}</h1>
              <p className="text-sm text-grey tabular-nums" data-testid="map-result-count" aria-live="polite">
                {countText}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setIsSheetExpanded((expanded) => !expanded)}
              aria-label={isSheetExpanded ? t("Collapse the panel") : t("Expand the panel")}
              className="inline-flex size-9 items-center justify-center rounded-full bg-neutral-100 text-dark-grey md:hidden"
            >
              {isSheetExpanded ? (
                <ChevronDown aria-hidden="true" className="size-5" />
              ) : (
                <ChevronUp aria-hidden="true" className="size-5" />
              )}
            </button>
          </header>
          <div role="tablist" aria-label={t("Map panel")} className="flex gap-1 border-b border-grey/20 px-2">
            {tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`map-tab-${tab.id}`}
                aria-selected={activeTab === tab.id}
                aria-controls="map-tab-panel"
                onClick={() => setTab(tab.id)}
                className={cx(
                  "-mb-px border-b-2 px-2 py-2.5 text-sm font-semibold whitespace-nowrap",
                  activeTab === tab.id
                    ? "border-brand-green-dark text-dark-grey"
                    : "border-transparent text-grey hover:text-dark-grey",
                )}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div
            id="map-tab-panel"
            role="tabpanel"
            aria-labelledby={`map-tab-${activeTab}`}
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain pt-3"
          >
            {activeTab === "results" && (
              <>
                {activeList && (
                  <section aria-label={t("List")} className="mb-2 border-b border-grey/15 pb-2">
                    {listError ? (
                      <p className="px-4 text-sm text-brand-red">
                        {t("This list could not be opened. It may be private or deleted.")}
                      </p>
                    ) : list ? (
                      <>
                        <div className="flex items-baseline justify-between gap-2 px-4">
                          <h2 className="font-bold">{t("List: {name}", { name: list.name })}</h2>
                          <button
                            type="button"
                            className="shrink-0 text-sm font-semibold text-dark-grey underline"
                            onClick={() => update({ activeList: null })}
                          >
                            {t("Show all guides")}
                          </button>
                        </div>
                        {listGuides.length === 0 ? (
                          <p className="px-4 py-2 text-sm text-grey">{t("This list is empty.")}</p>
                        ) : (
                          <GuideList
                            label={t("Guides in {name}", { name: list.name })}
                            guides={listGuides}
                            hovered={hovered}
                            selected={selected}
                            onHover={setHovered}
                            onSelect={openListGuide}
                          />
                        )}
                      </>
                    ) : (
                      <p className="px-4 text-sm text-grey">{t("Opening the list…")}</p>
                    )}
                  </section>
                )}
                {!activeList && (
                  <ResultsList
                    status={guidesInView.status}
                    guides={inView}
                    hasFilters={activeFilterCount > 0}
                    hovered={hovered}
                    selected={selected}
                    onHover={setHovered}
                    onSelect={openListGuide}
                    onResetFilters={() => setFilters(DEFAULT_MAP_FILTERS)}
                  />
                )}
              </>
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
            {/* Kept mounted for paid readers, so their tracks and waypoints stay on the map under any tab. */}
            {isPaid && (
              <div hidden={activeTab !== "my-content"}>
                <MyContentSlot activeTool={myContentTool} onToolChange={setTool} isShown={activeTab === "my-content"} />
              </div>
            )}
            {activeTab === "my-content" && !isPaid && (
              <UpgradePrompt feature={myContentTool ?? "my-content"} isSignedIn={isSignedIn} returnTo={returnTo} />
            )}
            {/* Mounted once opened and kept, so a plan stays drawn under any tab. */}
            {isPaid && hasOpenedPlanner && (
              <div hidden={activeTab !== "trip"}>
                <TripPlannerSlot isActive={activeTool === "plan-trip"} rig={rig.status === "ready" ? rig.filter.vehicle : null} />
              </div>
            )}
            {activeTab === "trip" && !isPaid && <UpgradePrompt feature="plan-trip" isSignedIn={isSignedIn} returnTo={returnTo} />}
          </div>
        </aside>

        <div ref={mapAreaRef} className="absolute inset-0 md:relative md:flex-1">
          {reachable === null ? (
            <div className="size-full bg-[#efe9dc]" />
          ) : (
            <MapCanvas
              ref={canvasRef}
              initialView={initialState.view}
              basemap={shownBase}
              basemapSources={basemapSources}
              overlays={shownOverlays}
              filter={filter}
              highlighted={highlighted}
              listed={listed}
              measurePoints={measurePoints}
              sharedContent={sharedData}
              conditionReports={conditionReports.data}
              tool={activeTool === "plan-trip" && !isPaid ? null : activeTool}
              events={mapEvents}
              onEngineChange={setEngine}
            />
          )}

          <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex max-md:z-30 flex-wrap items-start gap-2 pr-12">
            <div className="pointer-events-auto flex flex-wrap gap-2">
              <LayersMenu
                basemaps={basemaps}
                basemap={basemap}
                unreachableBasemap={unreachable}
                offersHillshade={basemapSources !== null}
                isHillshadeUnreachable={basemapSources !== null && reachable?.hillshade === false}
                overlays={urlState.overlays}
                imports={imports}
                isPaid={isPaid}
                isSignedIn={isSignedIn}
                returnTo={returnTo}
                onBasemapChange={(id) => {
                  update({ basemap: id });
                  storeBasemapChoice(id);
                }}
                onOverlaysChange={(overlays) => update({ overlays })}
              />
              <ToolButton
                label={t("Measure")}
                icon={<Ruler aria-hidden="true" className="size-4" />}
                isActive={activeTool === "measure"}
                onClick={() => setTool(activeTool === "measure" ? null : "measure")}
              />
              <ToolButton
                label={t("Plan trip")}
                icon={<Route aria-hidden="true" className="size-4" />}
                isActive={activeTool === "plan-trip"}
                onClick={() => setTool(activeTool === "plan-trip" ? null : "plan-trip")}
              />
              <ToolButton
                label={t("Draw track")}
                icon={<Pencil aria-hidden="true" className="size-4" />}
                isActive={activeTool === "draw-track"}
                onClick={() => setTool(activeTool === "draw-track" ? null : "draw-track")}
              />
              <ToolButton
                label={t("Add waypoint")}
                icon={<MapPin aria-hidden="true" className="size-4" />}
                isActive={activeTool === "add-waypoint"}
                onClick={() => setTool(activeTool === "add-waypoint" ? null : "add-waypoint")}
              />
            </div>
          </div>

          <div
            className={cx(
              "pointer-events-none absolute inset-x-3 z-10 flex flex-col gap-2 md:bottom-10 md:left-3 md:right-auto md:w-80",
              "bottom-40",
            )}
          >
            {activeTool === "measure" && (
              <MeasurePanel
                points={measurePoints}
                onUndo={() => setMeasurePoints((points) => points.slice(0, -1))}
                onClear={() => setMeasurePoints([])}
                onDone={() => setTool(null)}
              />
            )}
            {(shared ?? sharedError) && sharedUuid && (
              <div className="pointer-events-auto rounded-xl bg-white px-4 py-3 text-sm shadow-xl ring-1 ring-black/10">
                {shared ? (
                  <p>
                    <span className="font-bold">{shared.name}</span>{" "}
                    <span className="text-grey">
                      {t("shared by {name}", { name: shared.owner_name })}
                      {shared.kind === "track" && ` · ${formatTrackLength(shared.length_m, measure)}`}
                    </span>
                  </p>
                ) : (
                  <p className="text-brand-red">
                    {t("This shared content could not be found. The link may have been turned off.")}
                  </p>
                )}
              </div>
            )}
            {selected && activeTool !== "measure" && <GuideCard guide={selected} onClose={() => select(null)} />}
          </div>

          {(urlState.overlays.includes("public-lands") || isConditionsOn) && (
            <div className="pointer-events-none absolute right-3 bottom-40 z-10 hidden flex-col items-end gap-2 md:bottom-10 md:flex">
              {isConditionsOn && (
                <ConditionsLegend
                  status={conditionReports.status}
                  reports={legendReports}
                  onOpen={openConditionReport}
                  className="pointer-events-auto w-64"
                />
              )}
              {urlState.overlays.includes("public-lands") && (
                <PublicLandsLegend hasData={hasPublicLands} className="pointer-events-auto" />
              )}
            </div>
          )}
        </div>
      </div>
    </TrailMapContext.Provider>
  );
}

/**
 * The page fills the window below whatever sits above it (the header, and the top banner that
 * appears after hydration), so the map never scrolls the page. The CSS height is the server's guess.
 */
function useFillViewport(ref: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(420, window.innerHeight - top)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener("resize", fit);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", fit);
    };
  }, [ref]);
}

function ToolButton({
  label,
  icon,
  isActive,
  onClick,
}: {
  label: string;
  icon: React.ReactNode;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cx(
        "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-md ring-1 ring-black/10",
        isActive ? "bg-dark-grey text-white" : "bg-white text-dark-grey hover:bg-neutral-100",
      )}
    >
      {icon}
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </button>
  );
}

interface ResultsListProps {
  status: "idle" | "loading" | "ready" | "failed";
  guides: MapGuide[];
  hasFilters: boolean;
  hovered: ContentRef | null;
  selected: ContentRef | null;
  onHover: (guide: ContentRef | null) => void;
  onSelect: (guide: MapGuide) => void;
  onResetFilters: () => void;
}

function ResultsList({ status, guides, hasFilters, hovered, selected, onHover, onSelect, onResetFilters }: ResultsListProps) {
  const { t } = useT();
  if (guides.length === 0 && (status === "idle" || status === "loading")) {
    return (
      <ul aria-label={t("Loading results")} className="space-y-3 px-4" data-testid="map-list-skeleton">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex animate-pulse gap-3">
            <span className="size-16 rounded-lg bg-neutral-200" />
            <span className="flex-1 space-y-2 pt-1">
              <span className="block h-4 w-3/4 rounded bg-neutral-200" />
              <span className="block h-3 w-1/2 rounded bg-neutral-200" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (status === "failed" && guides.length === 0) {
    return <p className="px-4 text-sm text-grey">{t("The list could not be loaded. Move the map to try again.")}</p>;
  }
  if (guides.length === 0) {
    return hasFilters ? (
      <p className="px-4 text-sm text-grey">
        {t("No trails match these filters here.")}{" "}
        <button type="button" className="font-semibold text-dark-grey underline" onClick={onResetFilters}>
          {t("Clear filters")}
        </button>
      </p>
    ) : (
      <p className="px-4 text-sm text-grey">{t("Nothing in view here. Zoom out or move the map to find trails.")}</p>
    );
  }
  return (
    <GuideList
      label={t("Guides in view")}
      guides={guides}
      hovered={hovered}
      selected={selected}
      onHover={onHover}
      onSelect={onSelect}
    />
  );
}
