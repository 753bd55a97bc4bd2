// The header's search button (spec §2.5); the overlay with the global search bar loads when a
// reader reaches for it (search-overlay-dialog.tsx). Before any script runs, the button is a form's
// submit button that opens the search page in the page's language.
import { useHref } from "react-router";
import { LoadOnIntent } from "../../components/ui/load-on-intent";
import { SearchTrigger, type SearchOverlayProps } from "./search-trigger";

const loadOverlay = () => import("./search-overlay-dialog").then((module) => module.SearchOverlayDialog);

export function SearchOverlay(props: SearchOverlayProps) {
  return (
    <form action={useHref("/search")} className="contents">
      <LoadOnIntent
        popup="dialog"
        worksWithoutScripts
        load={loadOverlay}
        props={props}
        standIn={(handlers) => <SearchTrigger type="submit" className={props.triggerClassName} {...handlers} />}
      />
    </form>
  );
}
