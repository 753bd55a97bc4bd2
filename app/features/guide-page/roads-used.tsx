// "Roads" beside the guide: the imported roads its line drives along, with what the Motor Vehicle
// Use Map allows on each (vehicle classes and their dates, seasonal or yearlong).
import { Signpost } from "lucide-react";
import type { RoadUsed } from "./public-lands";
import { useT } from "../../lib/i18n";

/** "Passenger vehicle (05/15-10/31), ATV": a class open without dates is named alone. */
export function openToText(vehicles: RoadUsed["vehicles"]): string {
  return vehicles.map(({ vehicle, dates }) => (dates === "open" ? vehicle : `${vehicle} (${dates})`)).join(", ");
}

export function RoadsUsed({ roads }: { roads: readonly RoadUsed[] }) {
  const { t } = useT();
  if (roads.length === 0) return null;
  return (
    <section aria-labelledby="roads-used-title" className="rounded-xl border border-limited-grey bg-white p-4">
      <h2 id="roads-used-title" className="flex items-center gap-2 text-base font-bold">
        <Signpost aria-hidden="true" className="size-5 text-brand-green" />
        {t("Roads")}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {roads.map((road, index) => (
          <li key={`${road.name}-${index}`}>
            <span className="font-semibold">{road.name || t("Unnamed road")}</span>
            <span className="text-grey"> · {road.class}</span>
            {road.seasonal && <span className="text-grey capitalize"> · {road.seasonal}</span>}
            {road.vehicles.length > 0 && (
              <p className="text-grey">{t("Open to: {vehicles}", { vehicles: openToText(road.vehicles) })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
