// A generic mark for a partner brand: a tread ring with the brand's initial. Invented partners have
// no logo of their own, and no real company's logo is ever drawn.
import { cx } from "../../components/ui/class-names";

export function PartnerMark({ name, className }: { name: string; className?: string }) {
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cx("shrink-0", className)}>
      <circle cx="24" cy="24" r="22" className="fill-dark-grey" />
      <circle
        cx="24"
        cy="24"
        r="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeDasharray="4 3"
        className="text-limited-grey"
      />
      <circle cx="24" cy="24" r="14" className="fill-white" />
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        className="fill-dark-grey"
        fontSize="16"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
    </svg>
  );
}

/** "Trailguide × Summit Tires": the two names side by side, the partner's mark first. */
export function CoBrand({
  partnerName,
  productName,
  isOnDark = false,
}: {
  partnerName: string;
  productName: string;
  isOnDark?: boolean;
}) {
  return (
    <p
      className={cx(
        "flex flex-wrap items-center gap-2 text-sm font-bold tracking-wide uppercase",
        isOnDark ? "text-white" : "text-dark-grey",
      )}
    >
      <PartnerMark name={partnerName} className="size-8" />
      <span>{partnerName}</span>
      <span aria-hidden="true" className={isOnDark ? "text-white/70" : "text-grey"}>
        ×
      </span>
      <span className="sr-only">and</span>
      <span>{productName}</span>
    </p>
  );
}
