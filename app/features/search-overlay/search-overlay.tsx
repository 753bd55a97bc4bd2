// The header's search button (spec §2.5); the overlay with the global search bar loads when a
// reader reaches for it (search-overlay-dialog.tsx). Before any script runs, the button is a form's
// submit button that opens the search page in the page's language.
import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { useHref } from "react-router";
import { cx } from "../../components/ui/class-names";
import { LoadOnIntent } from "../../components/ui/load-on-intent";
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

const loadOverlay = () => import("./search-overlay-dialog").then((module) => module.SearchOverlayDialog);

export function SearchOverlay(props: SearchOverlayProps) {
  return (
    <form action={useHref("/search")} className="contents">
      <LoadOnIntent
        popup="dialog"
        load={loadOverlay}
        props={props}
        standIn={(handlers) => <SearchTrigger type="submit" className={props.triggerClassName} {...handlers} />}
      />
    </form>
  );
}
