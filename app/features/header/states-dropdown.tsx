// The desktop States menu's trigger (spec §2.5); the menu itself loads when a reader reaches for it.
import { LoadOnIntent } from "../../components/ui/load-on-intent";
import { STATES_TRIGGER_CLASS, StatesTriggerContent, type StatesDropdownProps } from "./states-trigger";

const loadMenu = () => import("./states-dropdown-menu").then((module) => module.StatesDropdownMenu);

export function StatesDropdown(props: StatesDropdownProps) {
  return (
    <LoadOnIntent
      popup="menu"
      load={loadMenu}
      props={props}
      standIn={(handlers) => (
        <button type="button" className={STATES_TRIGGER_CLASS} {...handlers}>
          <StatesTriggerContent />
        </button>
      )}
    />
  );
}
