// The "small-sr" badge of spec §3 "Badge types": a small mark with its label as a tooltip below.
import { Compass } from "lucide-react";
import { useT } from "../../lib/i18n";

export function ScoutRouteBadge() {
  const { t } = useT();
  const label = t("Scout Route");
  return (
    <span className="group relative inline-flex" data-badge-type="small-sr">
      <span className="inline-flex h-7 items-center gap-1.5 rounded-full bg-brand-purple px-3 text-xs font-bold tracking-wide text-white uppercase">
        <Compass aria-hidden="true" className="size-4" />
        {label}
      </span>
      <span
        // The tooltip repeats the label for pointer users; screen readers already read the badge.
        aria-hidden="true"
        className="pointer-events-none absolute top-full left-1/2 z-10 mt-2 hidden -translate-x-1/2 rounded-md bg-dark-grey px-2 py-1 text-xs whitespace-nowrap text-white group-hover:block"
      >
        {label}
      </span>
    </span>
  );
}
