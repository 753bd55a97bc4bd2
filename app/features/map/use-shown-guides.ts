// Which guides the map and the panel show: the filters as applied ("fits my rig" once the server
// has named the rig and what rules a trail out for it), or an open list's guides alone.
import { useMemo } from "react";
import type { MapFilters } from "../../../shared/domain/map-filters";
import type { Bounds } from "../../../shared/geo/geometry";
import type { MapGuide } from "./map-api";
import { guideLayerFilter } from "./guide-layer-filter";
import { useGuidesInView } from "./use-guides-in-view";
import { useRigFilter } from "./use-rig-filter";

const NO_CONCERNS: readonly string[] = [];

interface ShownGuidesInput {
  filters: MapFilters;
  isSignedIn: boolean;
  isPaid: boolean;
  /** The filters or the planner are open: time to read the reader's rig. */
  isRigWanted: boolean;
  /** The open list's guides, or null when no list is open. */
  listGuides: readonly MapGuide[] | null;
  bounds: Bounds | null;
}

export function useShownGuides({ filters, isSignedIn, isPaid, isRigWanted, listGuides, bounds }: ShownGuidesInput) {
  // The planner's vehicle starts as the primary rig's: one answer serves the filter and the planner.
  const rig = useRigFilter({ isSignedIn, isPaid, isWanted: isRigWanted || filters.fitsMyRig });
  const isRigReady = rig.status === "ready";
  const appliedFilters = useMemo(
    () => (filters.fitsMyRig && !isRigReady ? { ...filters, fitsMyRig: false } : filters),
    [filters, isRigReady],
  );
  const rulingOut = rig.status === "ready" ? rig.filter.concerns_ruling_out : NO_CONCERNS;
  const listed = useMemo(() => (listGuides ?? []).map(({ kind, id }) => ({ kind, id })), [listGuides]);
  const isListOpen = listGuides !== null;
  const filter = useMemo(
    () => guideLayerFilter(appliedFilters, rulingOut, isListOpen ? listed : null),
    [appliedFilters, rulingOut, isListOpen, listed],
  );
  const guidesInView = useGuidesInView(isListOpen ? null : bounds, appliedFilters);
  return { rig, appliedFilters, filter, listed, guidesInView };
}
