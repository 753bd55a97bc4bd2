// The "small-aa" and "small-preview" badges of spec §3 "Badge types", and the Badge of Honor marker
// of a trail's title: a small mark with its label as a tooltip below.
import { Award, Sparkles } from "lucide-react";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";

export const BADGE_LABELS = { "small-aa": "All-Access", "small-preview": "All-Access Preview" } as const;
export type AllAccessBadgeType = keyof typeof BADGE_LABELS;

/** An All-Access Preview trail is free for everyone; any other trail needs All-Access. */
export function trailBadgeType(trail: { is_preview: boolean }): AllAccessBadgeType {
  return trail.is_preview ? "small-preview" : "small-aa";
}

export function AllAccessBadge({ type }: { type: AllAccessBadgeType }) {
  const { t } = useT();
  // "All-Access" is the membership's name in every language.
  const label = type === "small-preview" ? t("All-Access Preview") : BADGE_LABELS[type];
  return (
    <TooltipBadge
      type={type}
      label={label}
      className={type === "small-preview" ? "bg-brand-green-dark text-white" : "bg-gold text-grey"}
    >
      <Sparkles aria-hidden="true" className="size-4" />
    </TooltipBadge>
  );
}

export function BadgeOfHonorMarker() {
  const { t } = useT();
  return (
    <TooltipBadge type="boh" label={t("Badge of Honor")} className="bg-dark-grey text-white">
      <Award aria-hidden="true" className="size-4" />
    </TooltipBadge>
  );
}

function TooltipBadge({
  type,
  label,
  className,
  children,
}: {
  type: string;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <span className="group relative inline-flex" data-badge-type={type}>
      <span
        className={cx(
          "inline-flex h-7 items-center gap-1.5 rounded-full px-3 text-xs font-bold tracking-wide uppercase",
          className,
        )}
      >
        {children}
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
