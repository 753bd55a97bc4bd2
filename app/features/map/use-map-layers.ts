// What the map draws under and over the guides: the basemap the reader chose (or the offline one
// when its source does not answer), the imported datasets, and the overlays that may be shown.
import { useEffect, useMemo, useState } from "react";
import type { MapImport } from "../../../shared/contracts/map.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { availableBasemaps, shownBasemap, type BasemapOption, type BasemapSources } from "../../../shared/map/basemaps";
import type { BasemapId, OverlayId } from "../../../shared/map/map-url-state";
import { useSourceReachability } from "../../lib/basemap-choice";
import { fetchImports } from "./map-api";
import { useConditionReports, type ConditionReportsInView } from "./use-condition-reports";

export interface MapLayers {
  basemaps: BasemapOption[];
  /** The reader's choice among the offered basemaps. */
  basemap: BasemapId;
  /** What the map shows: the choice, or the offline basemap while the choice's source is unreachable. */
  shownBasemap: BasemapId;
  unreachableBasemap: BasemapId | null;
  /** False until it is known which online sources answer: the map starts then, and never asks one that does not. */
  isKnown: boolean;
  isHillshadeUnreachable: boolean;
  /** The imported datasets, null until known (or when the answer fails: the legends show as usual). */
  imports: readonly MapImport[] | null;
  /** Recent conditions are part of All-Access: for anyone else the layer stays off and nothing is asked. */
  isConditionsOn: boolean;
  conditionReports: ConditionReportsInView;
  shownOverlays: OverlayId[];
}

interface MapLayersInput {
  basemap: BasemapId;
  overlays: OverlayId[];
  basemapSources: BasemapSources | null;
  isPaid: boolean;
  bounds: Bounds | null;
}

function useImports(): readonly MapImport[] | null {
  const [imports, setImports] = useState<readonly MapImport[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchImports(controller.signal).then(setImports, () => undefined);
    return () => controller.abort();
  }, []);
  return imports;
}

export function useMapLayers({ basemap: wanted, overlays, basemapSources, isPaid, bounds }: MapLayersInput): MapLayers {
  const basemaps = availableBasemaps(basemapSources);
  const basemap = basemaps.some((option) => option.id === wanted) ? wanted : "offline";
  const reachable = useSourceReachability(basemapSources);
  const { shown, unreachable } = reachable
    ? shownBasemap(basemap, basemapSources, reachable)
    : { shown: basemap, unreachable: null };
  const imports = useImports();
  const isHillshadeShown = basemapSources !== null && reachable?.hillshade === true;
  const isConditionsOn = isPaid && overlays.includes("conditions");
  const shownOverlays = useMemo(
    () => overlays.filter((overlay) => (overlay !== "hillshade" || isHillshadeShown) && (overlay !== "conditions" || isPaid)),
    [isHillshadeShown, isPaid, overlays],
  );
  const conditionReports = useConditionReports(bounds, isConditionsOn);
  return {
    basemaps,
    basemap,
    shownBasemap: shown,
    unreachableBasemap: unreachable,
    isKnown: reachable !== null,
    isHillshadeUnreachable: basemapSources !== null && reachable?.hillshade === false,
    imports,
    isConditionsOn,
    conditionReports,
    shownOverlays,
  };
}
