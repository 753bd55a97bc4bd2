// The "Recent conditions" layer's reports: fetched for the view while the layer is on (paid readers
// only), after the map settles, debounced; a newer request aborts the one before it. Off, nothing
// is asked and the layer is empty.
import type { GeoJSONSourceSpecification } from "@maplibre/maplibre-gl-style-spec";
import { useEffect, useState } from "react";
import type { ConditionReportFeatures } from "../../../shared/contracts/condition-reports.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { fetchConditionReports } from "./map-api";

const DEBOUNCE_MS = 250;
const NONE: ConditionReportFeatures = { type: "FeatureCollection", features: [] };

export interface ConditionReportsInView {
  status: "idle" | "loading" | "ready" | "failed";
  data: GeoJSONSourceSpecification["data"];
  /** The reports, newest seen first. */
  reports: ConditionReportFeatures["features"];
}

export function useConditionReports(bounds: Bounds | null, isOn: boolean): ConditionReportsInView {
  const [state, setState] = useState<{ status: ConditionReportsInView["status"]; reports: ConditionReportFeatures }>({
    status: "idle",
    reports: NONE,
  });

  useEffect(() => {
    if (!isOn) {
      setState((current) =>
        current.status === "idle" && current.reports === NONE ? current : { status: "idle", reports: NONE },
      );
      return;
    }
    if (!bounds) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState((current) => ({ ...current, status: "loading" }));
      fetchConditionReports(bounds, controller.signal).then(
        (reports) => setState({ status: "ready", reports }),
        () => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, status: "failed" }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [bounds, isOn]);

  return { status: state.status, data: state.reports, reports: state.reports.features };
}
