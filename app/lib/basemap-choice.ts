// The reader's basemap, the same on every map of the site (issue 14, ADR 0028): chosen on /map (where
// the address keeps it) and remembered in this browser for the guide, search and shared-content
// maps; shown only when its source answers, else the offline basemap, which always does.
import { useEffect, useState } from "react";
import { BASEMAP_STATUS_PATH, NOTHING_REACHABLE, type BasemapSources, type SourceReachability } from "../../shared/map/basemaps";
import { BASEMAP_IDS, type BasemapId } from "../../shared/map/map-url-state";

const STORAGE_KEY = "trailguide.basemap";

export function storedBasemapChoice(): BasemapId | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return (BASEMAP_IDS as readonly string[]).includes(stored ?? "") ? (stored as BasemapId) : null;
  } catch {
    return null; // storage refused (private mode, blocked cookies): the default applies
  }
}

export function storeBasemapChoice(basemap: BasemapId): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, basemap);
  } catch {
    // Not remembered in this browser; the map still shows it.
  }
}

/** As long as the server keeps its answer. */
const REACHABILITY_TTL_MS = 60_000;
let asked: { at: number; answer: Promise<SourceReachability> } | null = null;

/** Which online sources answer: nothing with the phone offline, else the server's last check. */
function reachability(): Promise<SourceReachability> {
  if (!navigator.onLine) return Promise.resolve(NOTHING_REACHABLE);
  if (asked === null || Date.now() - asked.at >= REACHABILITY_TTL_MS) {
    const answer = fetch(BASEMAP_STATUS_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<SourceReachability>) : NOTHING_REACHABLE))
      .catch(() => NOTHING_REACHABLE);
    asked = { at: Date.now(), answer };
  }
  return asked.answer;
}

/** The reachability of the online sources, or null until known (at once when none are configured). */
export function useSourceReachability(sources: BasemapSources | null): SourceReachability | null {
  const [reachable, setReachable] = useState<SourceReachability | null>(sources ? null : NOTHING_REACHABLE);
  useEffect(() => {
    if (!sources) return;
    let isCurrent = true;
    void reachability().then((result) => {
      if (isCurrent) setReachable(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [sources]);
  return reachable;
}
