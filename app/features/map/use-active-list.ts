// active-list: the list's guides, each once, in the panel and on the map; the view fits them all.
import { useEffect, useState } from "react";
import type { ListDetail } from "../../../shared/contracts/lists.contract";
import { boundsOf, type Bounds } from "../../../shared/geo/geometry";
import { fetchActiveGuide, fetchList, type MapGuide } from "./map-api";
import { listItemGuide, uniqueGuides, withTrailhead } from "./map-guides";

export interface ActiveList {
  list: ListDetail | null;
  isFailed: boolean;
  guides: MapGuide[];
}

export function useActiveList(listUuid: string | null, flyTo: (target: Bounds) => void): ActiveList {
  const [list, setList] = useState<ListDetail | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const [guides, setGuides] = useState<MapGuide[]>([]);

  useEffect(() => {
    if (!listUuid) {
      setGuides([]);
      return;
    }
    const controller = new AbortController();
    fetchList(listUuid, controller.signal)
      .then(async (detail) => {
        setList(detail);
        const listed = uniqueGuides(detail.items.map(listItemGuide));
        setGuides(listed);
        const located = await Promise.allSettled(listed.map((guide) => fetchActiveGuide(guide, controller.signal)));
        if (controller.signal.aborted) return;
        const corners = located.flatMap((result) => (result.status === "fulfilled" && result.value.bounds) || []);
        setGuides(listed.map((guide, index) => withTrailhead(guide, located[index])));
        if (corners.length > 0) flyTo(boundsOf(corners));
      })
      .catch(() => {
        if (!controller.signal.aborted) setIsFailed(true);
      });
    return () => controller.abort();
  }, [listUuid, flyTo]);

  return { list, isFailed, guides };
}
