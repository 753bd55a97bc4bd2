// "Elevation" under the guide's map: total climb and descent, and the profile along the line. Its
// code loads when it comes into view (the page's JavaScript budget, ADR 0021).
import { Mountain } from "lucide-react";
import { ElevationChart } from "../../components/elevation-profile/elevation-chart";
import { useMeasures } from "../../lib/session";
import type { GuideElevation } from "./guide-elevation";
import { GUIDE_ELEVATION_BOX } from "./guide-elevation-box";
import { useT } from "../../lib/i18n";

export function GuideElevationSection({ elevation }: { elevation: GuideElevation }) {
  const measure = useMeasures();
  const { t } = useT();
  return (
    <section aria-labelledby="elevation-title" className={`space-y-3 ${GUIDE_ELEVATION_BOX}`}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="elevation-title" className="flex items-center gap-2 text-base font-bold">
          <Mountain aria-hidden="true" className="size-5 text-brand-green" />
          {t("Elevation")}
        </h2>
        <dl className="flex gap-4 text-sm tabular-nums">
          <div className="flex gap-1">
            <dt className="text-grey">{t("Gain")}</dt>
            <dd className="font-semibold">{measure.elevation(elevation.gainMetres)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-grey">{t("Loss")}</dt>
            <dd className="font-semibold">{measure.elevation(elevation.lossMetres)}</dd>
          </div>
        </dl>
      </div>
      <ElevationChart profile={elevation.profile} />
    </section>
  );
}
