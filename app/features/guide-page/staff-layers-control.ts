// The staff layers switch on the guide map (spec §2.11, SCOUT or greater): a checkbox per layer
// group; switched on, the group's lines or points around the map's view load and follow the map.
import type { GeoJSONSource, IControl, LngLatBounds, Map as MaplibreMap } from "maplibre-gl";
import type { GuideLines } from "../../../shared/contracts/scout-route.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { ROUTE_LAYER_ID, STAFF_LAYER_GROUPS, STAFF_SOURCE_ID, staffSource } from "./route-map-style";

interface StaffLayersOptions {
  /** Reads the features around a view; failures leave the layers empty (spec §7 common rules). */
  load: (bounds: Bounds) => Promise<GuideLines>;
  groups: typeof STAFF_LAYER_GROUPS;
}

const EMPTY: GuideLines = { type: "FeatureCollection", features: [] };

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The view as the API takes it: a wrapped world is cut at the antimeridian and the poles. */
function worldBounds(view: LngLatBounds): Bounds {
  return [
    [clamp(view.getWest(), 180), clamp(view.getSouth(), 90)],
    [clamp(view.getEast(), 180), clamp(view.getNorth(), 90)],
  ];
}

export class StaffLayersControl implements IControl {
  static readonly defaultOptions: Pick<StaffLayersOptions, "groups"> = { groups: STAFF_LAYER_GROUPS };

  private readonly options: StaffLayersOptions;
  private map: MaplibreMap | null = null;
  private container: HTMLElement | null = null;
  private readonly checkboxes: HTMLInputElement[] = [];
  /** Only the latest load may fill the source: the map may have moved on meanwhile. */
  private latestLoad = 0;

  constructor(options: Pick<StaffLayersOptions, "load"> & Partial<StaffLayersOptions>) {
    this.options = { ...StaffLayersControl.defaultOptions, ...options };
  }

  onAdd(map: MaplibreMap): HTMLElement {
    this.map = map;
    map.addSource(STAFF_SOURCE_ID, staffSource(EMPTY));
    for (const group of this.options.groups) {
      for (const layer of group.layers) {
        map.addLayer({ ...layer, layout: { ...layer.layout, visibility: "none" } }, ROUTE_LAYER_ID);
      }
    }
    map.on("moveend", this.reload);
    this.container = this.buildPanel();
    return this.container;
  }

  onRemove(): void {
    this.map?.off("moveend", this.reload);
    this.container?.remove();
    this.container = null;
    this.map = null;
    this.checkboxes.length = 0;
    this.latestLoad += 1;
  }

  private buildPanel(): HTMLElement {
    const panel = document.createElement("fieldset");
    panel.className = "maplibregl-ctrl maplibregl-ctrl-group space-y-1 bg-white px-3 py-2 text-sm text-dark-grey";
    panel.dataset.testid = "staff-layers";
    const legend = document.createElement("legend");
    legend.className = "float-left mb-1 font-semibold";
    legend.textContent = "Staff layers";
    panel.append(legend);
    this.options.groups.forEach((group, index) => {
      const label = document.createElement("label");
      label.className = "clear-left flex items-center gap-2";
      const checkbox = document.createElement("input");
      checkbox.type = "checkbox";
      checkbox.addEventListener("change", () => this.show(index, checkbox.checked));
      this.checkboxes.push(checkbox);
      label.append(checkbox, group.label);
      panel.append(label);
    });
    return panel;
  }

  private show(groupIndex: number, isVisible: boolean): void {
    for (const layer of this.options.groups[groupIndex]?.layers ?? []) {
      this.map?.setLayoutProperty(layer.id, "visibility", isVisible ? "visible" : "none");
    }
    if (isVisible) this.reload();
  }

  private readonly reload = () => {
    const map = this.map;
    if (!map || !this.checkboxes.some((checkbox) => checkbox.checked)) return;
    const load = ++this.latestLoad;
    this.options
      .load(worldBounds(map.getBounds()))
      .then((lines) => {
        if (load === this.latestLoad) void map.getSource<GeoJSONSource>(STAFF_SOURCE_ID)?.setData(lines);
      })
      .catch(() => undefined);
  };
}
