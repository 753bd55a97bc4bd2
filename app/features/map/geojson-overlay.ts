// GeoJSON sources and the layers that draw them, added to a running MapLibre map by a panel of the
// map page (My Content, the trip planner): every addSource/addLayer is paired with its removal, data
// set before the style has loaded is kept for it, and a basemap change (which replaces the style
// and our sources with it) adds them again.
import type { FeatureCollection } from "geojson";
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef } from "react";

const empty = (): FeatureCollection => ({ type: "FeatureCollection", features: [] });

export class GeoJsonOverlay<SourceId extends string> {
  private isAdded = false;
  private readonly data: Map<SourceId, FeatureCollection>;

  constructor(
    private readonly map: MapLibreMap,
    sources: readonly SourceId[],
    private readonly layers: readonly LayerSpecification[],
  ) {
    this.data = new Map(sources.map((source) => [source, empty()]));
  }

  onAdd(): void {
    this.map.on("style.load", this.restoreAfterStyleChange);
    if (this.map.isStyleLoaded()) this.addToStyle();
    else this.map.once("load", this.addToStyle);
  }

  onRemove(): void {
    this.map.off("load", this.addToStyle);
    this.map.off("style.load", this.restoreAfterStyleChange);
    // The map may already be torn down by the page (map.remove()); then there is nothing to undo.
    if (!this.isAdded || !this.map.getStyle()) return;
    for (const layer of [...this.layers].reverse()) if (this.map.getLayer(layer.id)) this.map.removeLayer(layer.id);
    for (const source of this.data.keys()) if (this.map.getSource(source)) this.map.removeSource(source);
    this.isAdded = false;
  }

  setData(source: SourceId, data: FeatureCollection): void {
    this.data.set(source, data);
    if (this.isAdded) void this.map.getSource<GeoJSONSource>(source)?.setData(data);
  }

  private readonly restoreAfterStyleChange = () => {
    const [first] = this.data.keys();
    if (this.isAdded && first !== undefined && !this.map.getSource(first)) {
      this.isAdded = false;
      this.addToStyle();
    }
  };

  private readonly addToStyle = () => {
    if (this.isAdded) return;
    for (const [source, data] of this.data) this.map.addSource(source, { type: "geojson", data });
    for (const layer of this.layers) this.map.addLayer(layer);
    this.isAdded = true;
  };
}

/** Layers made for the running map while it runs, and taken off it when it goes or the panel unmounts. */
export function useMapLayers<Layers extends { onAdd(): void; onRemove(): void }>(
  map: MapLibreMap | null,
  create: (map: MapLibreMap) => Layers,
): React.RefObject<Layers | null> {
  const layersRef = useRef<Layers | null>(null);
  const createRef = useRef(create);
  useEffect(() => {
    if (!map) return;
    const layers = createRef.current(map);
    layers.onAdd();
    layersRef.current = layers;
    return () => {
      layers.onRemove();
      layersRef.current = null;
    };
  }, [map]);
  return layersRef;
}
