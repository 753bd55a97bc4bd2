// "Public lands" beside the guide: who manages the ground the line crosses.
import { Trees } from "lucide-react";
import { publicLandLabel, type PublicLandRef } from "./public-lands";
import { useT } from "../../lib/i18n";

export function PublicLandsCrossed({ lands }: { lands: readonly PublicLandRef[] }) {
  const { t } = useT();
  if (lands.length === 0) return null;
  return (
    <section aria-labelledby="public-lands-title" className="rounded-xl border border-limited-grey bg-white p-4">
      <h2 id="public-lands-title" className="flex items-center gap-2 text-base font-bold">
        <Trees aria-hidden="true" className="size-5 text-brand-green" />
        {t("Public lands")}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {lands.map((land) => (
          <li key={`${land.agency}-${land.unit}-${land.name}`}>
            {publicLandLabel(land)} <span className="text-grey">({land.agency})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
