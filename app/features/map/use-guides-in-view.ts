// The live result count and the list of what is in view: fetched after the map settles or the
// filters change, debounced, and a newer request aborts the one before it.
import { useEffect, useState } from "react";
import type { Bounds } from "../../../shared/geo/geometry";
import type { MapFilters } from "../../../shared/domain/map-filters";
import { fetchGuidesInView, type MapGuidesPage } from "./map-api";

const DEBOUNCE_MS = 250;

export type GuidesInView =
  | { status: "idle" | "loading"; page: MapGuidesPage | null }
  | { status: "ready"; page: MapGuidesPage }
  | { status: "failed"; page: MapGuidesPage | null };

export function useGuidesInView(bounds: Bounds | null, filters: MapFilters): GuidesInView {
  const [state, setState] = useState<GuidesInView>({ status: "idle", page: null });

  useEffect(() => {
    if (!bounds) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState((current) => ({ status: "loading", page: current.page }));
      fetchGuidesInView(bounds, filters, controller.signal).then(
        (page) => setState({ status: "ready", page }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState((current) => ({ status: "failed", page: current.page }));
          return error;
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [bounds, filters]);

  return state;
}
