// A feature icon on a pale green disc, beside a card's title (welcome page, the tour's invitation).
import type { LucideIcon } from "lucide-react";

export function IconCircle({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-green-50 text-brand-green-dark"
    >
      <Icon className="size-5" />
    </span>
  );
}
