// The legends at the map's lower right, for the overlays that have one: recent conditions (whose
// reports open their popup from here, the keyboard's way to them) and public lands.
import { useMemo } from "react";
import type { MapImport } from "../../../shared/contracts/map.contract";
import type { OverlayId } from "../../../shared/map/map-url-state";
import { useT } from "../../lib/i18n";
import { conditionPopupText } from "./condition-popup";
import { ConditionsLegend, PublicLandsLegend } from "./layers-menu";
import { useTrailMap } from "./trail-map-context";
import type { ConditionReportsInView } from "./use-condition-reports";

interface MapLegendsProps {
  overlays: readonly OverlayId[];
  isConditionsOn: boolean;
  conditionReports: ConditionReportsInView;
  imports: readonly MapImport[] | null;
}

export function MapLegends({ overlays, isConditionsOn, conditionReports, imports }: MapLegendsProps) {
  const isPublicLandsOn = overlays.includes("public-lands");
  if (!isPublicLandsOn && !isConditionsOn) return null;
  // Unknown imports (or a failed answer) show the legend as usual; none yet says so instead of looking broken.
  const hasPublicLands = imports === null || imports.some((entry) => entry.layer === "public-lands");
  return (
    <div className="pointer-events-none absolute right-3 bottom-40 z-10 hidden flex-col items-end gap-2 md:bottom-10 md:flex">
      {isConditionsOn && <ConditionsLegendOnMap conditionReports={conditionReports} />}
      {isPublicLandsOn && <PublicLandsLegend hasData={hasPublicLands} className="pointer-events-auto" />}
    </div>
  );
}

function ConditionsLegendOnMap({ conditionReports: { reports, status } }: { conditionReports: ConditionReportsInView }) {
  const engine = useTrailMap();
  const translate = useT();
  const legendReports = useMemo(
    () =>
      reports.map((report) => {
        const { label, colour, trailTitle, seen } = conditionPopupText(report.properties, translate);
        return { uuid: report.properties.uuid, label, colour, trailTitle, seen };
      }),
    [reports, translate],
  );
  const openReport = (uuid: string) => {
    const report = reports.find((candidate) => candidate.properties.uuid === uuid);
    if (report) engine?.showConditionReport(report.geometry.coordinates, report.properties);
  };
  return <ConditionsLegend status={status} reports={legendReports} onOpen={openReport} className="pointer-events-auto w-64" />;
}
