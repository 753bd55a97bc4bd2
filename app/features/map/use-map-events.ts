// What the map's own events do on the page: a settled view moves the address and the list, hovering
// and clicking a guide choose it as the list does, and a click while measuring adds a point.
import { useMemo } from "react";
import type { Bounds } from "../../../shared/geo/geometry";
import type { ContentRef, MapUrlState } from "../../../shared/map/map-url-state";
import type { MapGuide } from "./map-api";
import { guideFromFeature } from "./map-guides";
import type { GuideFeatureProperties, TrailMapEvents } from "./trail-map";

interface MapEventsInput {
  setBounds: (bounds: Bounds) => void;
  update: (patch: Partial<MapUrlState>) => void;
  setHovered: (guide: ContentRef | null) => void;
  select: (guide: MapGuide | null) => void;
  /** The list's guides, whose photos a clicked guide's card reuses. */
  inView: readonly MapGuide[] | undefined;
  onMeasureClick: (point: [number, number]) => void;
}

export function useMapEvents({ setBounds, update, setHovered, select, inView, onMeasureClick }: MapEventsInput) {
  return useMemo(
    (): Omit<TrailMapEvents, "onReady" | "onError"> => ({
      onViewChange: (view, viewBounds) => {
        setBounds(viewBounds);
        update({ view });
      },
      onHover: setHovered,
      onSelect: (properties: GuideFeatureProperties | null) =>
        select(properties ? guideFromFeature(properties, inView ?? []) : null),
      onMeasureClick,
    }),
    [setBounds, update, setHovered, select, inView, onMeasureClick],
  );
}
