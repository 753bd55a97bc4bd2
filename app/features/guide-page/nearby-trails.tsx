// The Nearby Trails tab (spec §2.11): the trails near the route (for a reader who has not paid, the
// All-Access Preview ones), loaded once the map is shown. Its code loads when the tab is opened
// (trail-information.tsx).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ClosestPreview } from "../../../shared/contracts/scout-route.contract";
import { useMeasures } from "../../lib/session";
import { DifficultyChip } from "./difficulty-chip";
import type { GuideSegment } from "./guide-api";
import { guideApiOnUse } from "./guide-api-on-use";
import { trailPath } from "./share-links";
import { useT } from "../../lib/i18n";

export function NearbyTrails({
  routeId,
  kind = "scout-routes",
  isMapLoaded,
}: {
  routeId: number;
  kind?: GuideSegment;
  isMapLoaded: boolean;
}) {
  const [trails, setTrails] = useState<ClosestPreview[] | null | "failed">(null);
  const measure = useMeasures();
  const { t } = useT();

  useEffect(() => {
    if (!isMapLoaded) return;
    let isCurrent = true;
    guideApiOnUse.nearbyTrails(routeId, kind).then(
      (list) => isCurrent && setTrails(list.filter((trail) => kind === "scout-routes" || trail.id !== routeId)),
      () => isCurrent && setTrails("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [routeId, kind, isMapLoaded]);

  if (trails === "failed") return <p className="text-grey">{t("Nearby trails could not be loaded. Please try again later.")}</p>;
  if (trails === null) return <p className="text-grey">{t("Loading nearby trails…")}</p>;
  if (trails.length === 0) return <p className="text-grey">{t("No trail guides are listed near this route yet.")}</p>;
  return (
    <ul className="divide-y divide-grey/10">
      {trails.map((trail) => (
        <li key={trail.id} className="py-3">
          <Link to={trailPath(trail)} className="font-semibold text-dark-grey underline-offset-2 hover:underline">
            {trail.title}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-grey">
            <DifficultyChip color={trail.difficulty_props.color} label={trail.difficulty_props.label} />
            <span className="tabular-nums">{t("{distance} away", { distance: measure.previewDistance(trail.distance) })}</span>
            <span>{t("Near {town}", { town: trail.nearest_town_name })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
