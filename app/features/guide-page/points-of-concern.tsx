// The Points of Concern tab (DESIGN §5): whether the trail fits the reader's rig, then each concern
// with its icon; the label always shows.
import {
  Car,
  CloudRain,
  Droplets,
  Hammer,
  type LucideIcon,
  Mountain,
  MoveHorizontal,
  MoveVertical,
  Scissors,
  Sun,
  TriangleAlert,
  Truck,
  Waves,
} from "lucide-react";
import type { PointOfConcern } from "../../../shared/domain/difficulty";
import { lazy, Suspense } from "react";
import { useT } from "../../lib/i18n";

/**
 * "Fits my rig" loads from this tab's own code, so its modules (the garage client, the session)
 * add nothing to what the trail page lists for its unopened tabs (ADR 0021).
 */
const RigFitPanel = lazy(() => import("./rig-fit-panel").then((module) => ({ default: module.RigFitPanel })));

export const CONCERN_ICONS: Record<PointOfConcern, LucideIcon> = {
  "Full Size Not Recommended": Truck,
  "Body Damage": Hammer,
  Width: MoveHorizontal,
  Height: MoveVertical,
  "Short Wheelbase Recommended": Car,
  "Narrow Shelf Road": Mountain,
  "Mild Off Camber": TriangleAlert,
  "Moderate Off Camber": TriangleAlert,
  "Extreme Off Camber": TriangleAlert,
  "Impassable When Wet": CloudRain,
  "Deep Sand": Sun,
  Mud: Droplets,
  Pinstriping: Scissors,
  "High Water Crossings": Waves,
};

export function concernIcon(concern: string): LucideIcon {
  return (CONCERN_ICONS as Record<string, LucideIcon | undefined>)[concern] ?? TriangleAlert;
}

export function PointsOfConcern({ concerns }: { concerns: readonly string[] }) {
  return (
    <div className="space-y-4">
      <Suspense fallback={null}>
        <RigFitPanel concerns={concerns} />
      </Suspense>
      <ConcernList concerns={concerns} />
    </div>
  );
}

function ConcernList({ concerns }: { concerns: readonly string[] }) {
  const { t } = useT();
  if (concerns.length === 0) return <p className="text-grey">{t("No points of concern are listed for this trail.")}</p>;
  return (
    <ul aria-label={t("Points of Concern")} className="grid gap-3 sm:grid-cols-2">
      {concerns.map((concern) => {
        const Icon = concernIcon(concern);
        return (
          <li key={concern} className="flex items-center gap-3 rounded-lg border border-grey/15 p-3">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-[#a35a00]" />
            <span className="font-medium text-dark-grey">{t(concern)}</span>
          </li>
        );
      })}
    </ul>
  );
}
