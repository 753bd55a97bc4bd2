// The guide the reader points at and the one they chose, in step between the list and the map:
// choosing opens its card, keeps it in the address and flies to it; the address's guide opens on
// arrival.
import { useCallback, useMemo, useState } from "react";
import type { Bounds } from "../../../shared/geo/geometry";
import type { ContentRef, MapUrlState } from "../../../shared/map/map-url-state";
import { fetchActiveGuide, type MapGuide } from "./map-api";
import { useOpenContentOnArrival } from "./use-map-flight";

interface GuideChoiceInput {
  arrivalContent: ContentRef | null;
  update: (patch: Partial<MapUrlState>) => void;
  collapseSheet: () => void;
  flyTo: (target: Bounds) => void;
}

export function useGuideChoice({ arrivalContent, update, collapseSheet, flyTo }: GuideChoiceInput) {
  const [hovered, setHovered] = useState<ContentRef | null>(null);
  const [selected, setSelected] = useState<MapGuide | null>(null);

  /** Chosen on the map (or closed): its card opens and the phone's sheet steps aside. */
  const select = useCallback(
    (guide: MapGuide | null) => {
      setSelected(guide);
      update({ activeContent: guide ? { kind: guide.kind, id: guide.id } : null });
      if (guide) collapseSheet();
    },
    [update, collapseSheet],
  );

  /** Chosen in the list: as on the map, and the map flies to it. */
  const selectAndFly = (guide: MapGuide) => {
    select(guide);
    if (guide.trailhead) {
      flyTo([guide.trailhead, guide.trailhead]);
      return;
    }
    fetchActiveGuide(guide).then(
      ({ bounds }) => bounds && flyTo(bounds),
      () => undefined,
    );
  };

  const forgetMissingContent = useCallback(() => update({ activeContent: null }), [update]);
  useOpenContentOnArrival(arrivalContent, flyTo, setSelected, forgetMissingContent);

  const highlighted = useMemo(() => [hovered, selected].filter((ref): ref is ContentRef => ref != null), [hovered, selected]);
  /** What the panel's lists need: a choice there flies the map to the guide. */
  const listChoice = { hovered, selected, onHover: setHovered, onSelect: selectAndFly };
  return { selected, select, setHovered, highlighted, listChoice };
}
