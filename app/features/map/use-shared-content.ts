// shared-content: someone's shared track or waypoint, drawn on the map and flown to.
import type { GeoJSONSourceSpecification } from "@maplibre/maplibre-gl-style-spec";
import { useEffect, useMemo, useState } from "react";
import type { SharedContent } from "../../../shared/contracts/user-content.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { fetchSharedContent } from "./map-api";
import { sharedContentBounds } from "./my-content/shared-content-bounds";

const EMPTY_DATA: GeoJSONSourceSpecification["data"] = { type: "FeatureCollection", features: [] };

export interface SharedContentState {
  content: SharedContent | null;
  isMissing: boolean;
  /** The item as the map's overlay draws it; empty when nothing is shared. */
  data: GeoJSONSourceSpecification["data"];
}

function sharedContentData(content: SharedContent): GeoJSONSourceSpecification["data"] {
  const geometry =
    content.kind === "track"
      ? content.preview
      : { type: "Point" as const, coordinates: [content.longitude, content.latitude] as [number, number] };
  return { type: "FeatureCollection", features: [{ type: "Feature", properties: { name: content.name }, geometry }] };
}

export function useSharedContent(uuid: string | null, flyTo: (target: Bounds) => void): SharedContentState {
  const [content, setContent] = useState<SharedContent | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  useEffect(() => {
    if (!uuid) return;
    const controller = new AbortController();
    fetchSharedContent(uuid, controller.signal).then(
      (found) => {
        setContent(found);
        flyTo(sharedContentBounds(found));
      },
      () => {
        if (!controller.signal.aborted) setIsMissing(true);
      },
    );
    return () => controller.abort();
  }, [uuid, flyTo]);
  const data = useMemo(() => (uuid && content ? sharedContentData(content) : EMPTY_DATA), [uuid, content]);
  return { content: uuid ? content : null, isMissing: uuid !== null && isMissing, data };
}
