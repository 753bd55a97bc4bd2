// The hamburger button for screens where the header links do not fit (spec §2.5); the sheet it
// opens loads when a reader reaches for it (mobile-menu-sheet.tsx).
import { LoadOnIntent } from "../../components/ui/load-on-intent";
import { MobileMenuTrigger, type MobileMenuProps } from "./mobile-menu-trigger";

const loadSheet = () => import("./mobile-menu-sheet").then((module) => module.MobileMenuSheet);

export function MobileMenu(props: MobileMenuProps) {
  return (
    <LoadOnIntent
      popup="dialog"
      load={loadSheet}
      props={props}
      standIn={(handlers) => <MobileMenuTrigger className={props.className} {...handlers} />}
    />
  );
}
