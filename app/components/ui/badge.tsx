// Small pills: the unread count next to Dashboard and the All-Access badge.
import type { ReactNode } from "react";
import { cx } from "./class-names";

export type BadgeTone = "count" | "all-access";

const TONE_CLASSES: Record<BadgeTone, string> = {
  count: "min-w-5 h-5 px-1.5 bg-white text-dark-grey text-xs",
  // Gold is the palette's badge colour; grey text on it reads at 7:1.
  "all-access": "h-6 px-2.5 bg-gold text-grey text-xs uppercase tracking-wide",
};

export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center justify-center rounded-full leading-none font-bold tabular-nums",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
