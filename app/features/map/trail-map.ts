// The main map's engine: one MapLibre map with our layers on a chosen basemap. Plain class with an
// explicit start (constructor) and stop (remove), every `on` paired with an `off`; React only
// forwards state through the setters. MapLibre itself is handed in, so this file stays out of
// every bundle but the map page's lazily loaded chunk. Its popups speak the page's language through
// the translator the canvas got from useT().
import type { Translator } from "../../../shared/i18n/translator";
import { mapLocaleFor } from "../../lib/map-locale";
import type { UnitSystem } from "../../../shared/domain/units";
import type { ExpressionSpecification, GeoJSONSourceSpecification } from "@maplibre/maplibre-gl-style-spec";
import type * as MapLibre from "maplibre-gl";
import type { Bounds } from "../../../shared/geo/geometry";
import {
  CLUSTER_LAYER_ID,
  CONDITIONS_LAYER_ID,
  CONDITIONS_SOURCE,
  GUIDE_LAYER_IDS,
  HIGHLIGHT_LAYER_IDS,
  LIST_LAYER_IDS,
  MEASURE_SOURCE,
  OVERLAY_LAYERS,
  PUBLIC_LANDS_LAYER_ID,
  SHARED_CONTENT_SOURCE,
  guideLayerFilters,
  highlightFilters,
  withOverlays,
} from "./map-style";
import { measureGeoJson } from "./measure";
import { conditionPopupContent } from "./condition-popup";
import { resolveAgainstPage } from "../../lib/load-maplibre";
import { addGeolocateControl } from "../../lib/geolocate-control";
import { basemapStyle, type BasemapSources } from "../../../shared/map/basemaps";
import type { BasemapId, ContentRef, MapTool, MapView, OverlayId } from "../../../shared/map/map-url-state";
import { CONTENT_KINDS } from "../../../shared/map/map-url-state";

type MapLibreModule = typeof MapLibre;
type GeoJsonData = GeoJSONSourceSpecification["data"];

/** The tile properties of a guide the user pointed at. */
export type GuideFeatureProperties = Record<string, unknown> & ContentRef;

export interface TrailMapEvents {
  /** After every move, with the view for the address and the bounds for the list. */
  onViewChange: (view: MapView, bounds: Bounds) => void;
  onHover: (guide: ContentRef | null) => void;
  onSelect: (guide: GuideFeatureProperties | null) => void;
  onMeasureClick: (point: [number, number]) => void;
  onReady: () => void;
  onError: () => void;
}

export interface TrailMapOptions {
  view: MapView;
  /** The basemap shown: one whose source answers (see basemap-choice.ts). */
  basemap: BasemapId;
  sources: BasemapSources | null;
  overlays: OverlayId[];
  filter: ExpressionSpecification;
  events: TrailMapEvents;
  /** The scale bar's units: the reader's (ADR 0040). */
  units: UnitSystem;
  /** The page's language and words: MapLibre's control labels and the popups (ADR 0064). */
  translator: Translator;
}

/** Touch-friendly: a tap this close to a line or point counts. */
const HIT_TOLERANCE_PX = 8;
const FIT_PADDING = 60;

function asContentRef(properties: Record<string, unknown> | null | undefined): GuideFeatureProperties | null {
  const kind = properties?.kind;
  const id = Number(properties?.id);
  if (!CONTENT_KINDS.includes(kind as ContentRef["kind"]) || !Number.isInteger(id)) return null;
  return { ...properties, kind: kind as ContentRef["kind"], id };
}

export class TrailMap {
  private readonly map: MapLibre.Map;
  private readonly popup: MapLibre.Popup;
  private overlays: OverlayId[];
  private filter: ExpressionSpecification;
  private highlighted: ContentRef[] = [];
  private listed: ContentRef[] = [];
  private measurePoints: [number, number][] = [];
  private sharedContent: GeoJsonData = { type: "FeatureCollection", features: [] };
  private conditionReports: GeoJsonData = { type: "FeatureCollection", features: [] };
  /** The overlay whose feature the open popup describes: it closes with that overlay. */
  private popupOverlay: OverlayId | null = null;
  private tool: MapTool | null = null;
  private hovered: string | null = null;
  private isStyleReady = false;
  private readonly scale: MapLibre.ScaleControl;

  /** The scale bar follows the reader's units, which a visitor's page learns once hydrated. */
  setUnits(units: UnitSystem): void {
    this.scale.setUnit(units);
  }

  constructor(
    private readonly maplibre: MapLibreModule,
    container: HTMLElement,
    private readonly options: TrailMapOptions,
  ) {
    this.overlays = options.overlays;
    this.filter = options.filter;
    this.map = new maplibre.Map({
      container,
      style: basemapStyle(options.basemap, options.sources),
      transformStyle: (_previous, next) => withOverlays(next, this.overlays, options.sources),
      center: options.view.center,
      zoom: options.view.zoom,
      attributionControl: { compact: true },
      transformRequest: resolveAgainstPage,
      locale: mapLocaleFor(options.translator.locale),
    });
    this.map.addControl(new maplibre.NavigationControl({ visualizePitch: false }), "top-right");
    addGeolocateControl(maplibre, this.map);
    this.scale = new maplibre.ScaleControl({ unit: options.units, maxWidth: 120 });
    this.map.addControl(this.scale, "bottom-left");
    this.popup = new maplibre.Popup({ closeButton: true, maxWidth: "260px" });

    this.map.on("style.load", this.handleStyleLoad);
    // The first view counts as a move: the list and the count start from it.
    this.map.once("load", this.handleMoveEnd);
    this.map.on("moveend", this.handleMoveEnd);
    this.map.on("mousemove", this.handleMouseMove);
    this.map.on("mouseout", this.handleMouseOut);
    this.map.on("click", this.handleClick);
    this.map.on("error", this.handleError);
  }

  /**
   * The MapLibre map, for panels that draw their own layers (My Content). A basemap change
   * reloads the style: listen to its "style.load" to add them again.
   */
  get mapLibreMap(): MapLibre.Map {
    return this.map;
  }

  get mapLibre(): MapLibreModule {
    return this.maplibre;
  }

  remove(): void {
    this.map.off("style.load", this.handleStyleLoad);
    this.map.off("load", this.handleMoveEnd);
    this.map.off("moveend", this.handleMoveEnd);
    this.map.off("mousemove", this.handleMouseMove);
    this.map.off("mouseout", this.handleMouseOut);
    this.map.off("click", this.handleClick);
    this.map.off("error", this.handleError);
    this.popup.remove();
    this.map.remove();
  }

  setBasemap(basemap: BasemapId): void {
    this.isStyleReady = false;
    // A full reload (no diff) so that style.load re-applies filters and data to the fresh layers.
    this.map.setStyle(basemapStyle(basemap, this.options.sources), { diff: false });
  }

  setOverlays(overlays: OverlayId[]): void {
    this.overlays = overlays;
    if (!this.isStyleReady) return;
    for (const [overlay, layerIds] of Object.entries(OVERLAY_LAYERS)) {
      const visibility = overlays.includes(overlay as OverlayId) ? "visible" : "none";
      for (const layerId of layerIds) {
        if (this.map.getLayer(layerId)) this.map.setLayoutProperty(layerId, "visibility", visibility);
      }
    }
    if (this.popupOverlay && !overlays.includes(this.popupOverlay)) this.popup.remove();
  }

  setFilter(filter: ExpressionSpecification): void {
    this.filter = filter;
    if (this.isStyleReady) this.applyFilters();
  }

  /** Guides drawn with a halo: the hovered list item, the open card. */
  setHighlighted(refs: ContentRef[]): void {
    this.highlighted = refs;
    if (this.isStyleReady) this.applyFilterSet(highlightFilters(refs, HIGHLIGHT_LAYER_IDS));
  }

  /** The guides of an open list, ringed. */
  setListed(refs: ContentRef[]): void {
    this.listed = refs;
    if (this.isStyleReady) this.applyFilterSet(highlightFilters(refs, LIST_LAYER_IDS));
  }

  setMeasurePoints(points: [number, number][]): void {
    this.measurePoints = points;
    if (this.isStyleReady) this.setSourceData(MEASURE_SOURCE, measureGeoJson(points));
  }

  setSharedContent(data: GeoJsonData): void {
    this.sharedContent = data;
    if (this.isStyleReady) this.setSourceData(SHARED_CONTENT_SOURCE, data);
  }

  /** The recent condition reports in view (GeoJSON points), drawn under the "conditions" overlay. */
  setConditionReports(data: GeoJsonData): void {
    this.conditionReports = data;
    if (this.isStyleReady) this.setSourceData(CONDITIONS_SOURCE, data);
  }

  /** Brings a condition report into view with its popup open (the legend's list: keyboard and screen readers). */
  showConditionReport(coordinates: [number, number], properties: Record<string, unknown>): void {
    this.map.easeTo({ center: coordinates, zoom: Math.max(this.map.getZoom(), 12) });
    this.showPopup("conditions", coordinates, conditionPopupContent(properties, this.options.translator));
  }

  setTool(tool: MapTool | null): void {
    this.tool = tool;
    this.map.getCanvas().style.cursor = tool === "measure" ? "crosshair" : "";
    if (tool) this.popup.remove();
  }

  flyTo(bounds: Bounds, maxZoom = 13): void {
    const [[west, south], [east, north]] = bounds;
    if (west === east && south === north) {
      this.map.flyTo({ center: [west, south], zoom: Math.max(this.map.getZoom(), 11) });
    } else {
      this.map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom });
    }
  }

  resize(): void {
    this.map.resize();
  }

  private applyAll(): void {
    this.applyFilters();
    this.applyFilterSet(highlightFilters(this.highlighted, HIGHLIGHT_LAYER_IDS));
    this.applyFilterSet(highlightFilters(this.listed, LIST_LAYER_IDS));
    this.setSourceData(MEASURE_SOURCE, measureGeoJson(this.measurePoints));
    this.setSourceData(SHARED_CONTENT_SOURCE, this.sharedContent);
    this.setSourceData(CONDITIONS_SOURCE, this.conditionReports);
  }

  private applyFilters(): void {
    this.applyFilterSet(guideLayerFilters(this.filter));
  }

  private applyFilterSet(filters: Record<string, ExpressionSpecification>): void {
    for (const [layerId, filter] of Object.entries(filters)) {
      if (this.map.getLayer(layerId)) this.map.setFilter(layerId, filter);
    }
  }

  private setSourceData(sourceId: string, data: GeoJsonData): void {
    const source = this.map.getSource<MapLibre.GeoJSONSource>(sourceId);
    void source?.setData(data);
  }

  private guideAt(point: MapLibre.PointLike & { x: number; y: number }) {
    const box: [MapLibre.PointLike, MapLibre.PointLike] = [
      [point.x - HIT_TOLERANCE_PX, point.y - HIT_TOLERANCE_PX],
      [point.x + HIT_TOLERANCE_PX, point.y + HIT_TOLERANCE_PX],
    ];
    const layers = [CLUSTER_LAYER_ID, ...GUIDE_LAYER_IDS].filter((id) => this.map.getLayer(id));
    return this.map.queryRenderedFeatures(box, { layers })[0];
  }

  /** The condition report under a point, when the layer is on. */
  private conditionReportAt(point: MapLibre.PointLike & { x: number; y: number }) {
    if (!this.overlays.includes("conditions") || !this.map.getLayer(CONDITIONS_LAYER_ID)) return undefined;
    const box: [MapLibre.PointLike, MapLibre.PointLike] = [
      [point.x - HIT_TOLERANCE_PX, point.y - HIT_TOLERANCE_PX],
      [point.x + HIT_TOLERANCE_PX, point.y + HIT_TOLERANCE_PX],
    ];
    return this.map.queryRenderedFeatures(box, { layers: [CONDITIONS_LAYER_ID] })[0];
  }

  private readonly handleStyleLoad = () => {
    this.isStyleReady = true;
    this.applyAll();
    this.setOverlays(this.overlays);
    this.options.events.onReady();
  };

  private readonly handleMoveEnd = () => {
    const center = this.map.getCenter();
    const bounds = this.map.getBounds();
    this.options.events.onViewChange({ center: [center.lng, center.lat], zoom: this.map.getZoom() }, [
      [bounds.getWest(), bounds.getSouth()],
      [bounds.getEast(), bounds.getNorth()],
    ]);
  };

  private readonly handleMouseMove = (event: MapLibre.MapMouseEvent) => {
    if (!this.isStyleReady || this.tool) return;
    const feature = this.guideAt(event.point);
    const guide = feature?.layer.id === CLUSTER_LAYER_ID ? null : asContentRef(feature?.properties);
    this.map.getCanvas().style.cursor = feature || this.conditionReportAt(event.point) ? "pointer" : "";
    const key = guide ? `${guide.kind}-${guide.id}` : null;
    if (key === this.hovered) return;
    this.hovered = key;
    this.options.events.onHover(guide ? { kind: guide.kind, id: guide.id } : null);
  };

  private readonly handleMouseOut = () => {
    if (this.hovered == null) return;
    this.hovered = null;
    this.options.events.onHover(null);
  };

  private readonly handleClick = (event: MapLibre.MapMouseEvent) => {
    if (this.tool === "measure") {
      this.options.events.onMeasureClick([event.lngLat.lng, event.lngLat.lat]);
      return;
    }
    if (this.tool || !this.isStyleReady) return;
    const report = this.conditionReportAt(event.point);
    if (report && report.geometry.type === "Point") {
      const [longitude, latitude] = report.geometry.coordinates as [number, number];
      this.showPopup("conditions", [longitude, latitude], conditionPopupContent(report.properties, this.options.translator));
      return;
    }
    const feature = this.guideAt(event.point);
    if (feature?.layer.id === CLUSTER_LAYER_ID) {
      // Clusters are cut by the server: zoom in until they come apart.
      this.map.easeTo({ center: event.lngLat, zoom: Math.min(this.map.getZoom() + 2, 16) });
      return;
    }
    const guide = asContentRef(feature?.properties);
    if (guide) {
      this.popup.remove();
      this.options.events.onSelect(guide);
      return;
    }
    this.options.events.onSelect(null);
    this.showLandPopup(event);
  };

  private readonly handleError = () => {
    // A tile that fails (offline, a 5xx) leaves a gap; only a style that never loads is an error.
    if (!this.isStyleReady) this.options.events.onError();
  };

  private showLandPopup(event: MapLibre.MapMouseEvent): void {
    if (!this.overlays.includes("public-lands")) return;
    const land = this.map.queryRenderedFeatures(event.point, { layers: [PUBLIC_LANDS_LAYER_ID] })[0];
    if (!land) return;
    const { agency, unit, name } = land.properties as Record<string, string | undefined>;
    const content = document.createElement("div");
    content.className = "text-sm text-dark-grey";
    const title = document.createElement("p");
    title.className = "font-bold";
    const { t } = this.options.translator;
    title.textContent = name || unit || t("Public land");
    content.append(title);
    for (const [label, value] of [
      [t("Agency"), agency],
      [t("Unit"), unit],
    ] as const) {
      if (!value) continue;
      const line = document.createElement("p");
      line.textContent = t("{label}: {value}", { label, value });
      content.append(line);
    }
    this.showPopup("public-lands", event.lngLat, content);
  }

  private showPopup(overlay: OverlayId, at: MapLibre.LngLatLike, content: HTMLElement): void {
    this.popupOverlay = overlay;
    this.popup.setLngLat(at).setDOMContent(content).addTo(this.map);
  }
}

export type { MapLibreModule };
