// The header's search button and the overlay's props, shared by the stand-in (search-overlay.tsx) and
// the overlay that loads in its place (search-overlay-dialog.tsx).
import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";

/** Spec §9: the field takes focus this long after the overlay opens, once it has settled. */
export const SEARCH_FOCUS_DELAY_MS = 250;

export interface SearchOverlayProps {
  triggerClassName?: string;
}

/** The search icon button, the same before and after the overlay's code has loaded. */
export function SearchTrigger({ className, ...buttonProps }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={useT().t("Search")}
      className={cx("inline-flex size-11 items-center justify-center rounded-full", className)}
      {...buttonProps}
    >
      <Search aria-hidden="true" className="size-5" />
    </button>
  );
}
