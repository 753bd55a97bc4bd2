// The desktop States menu's trigger (spec §2.5); the menu itself loads when a reader reaches for it.
import { ChevronDown } from "lucide-react";
import type { MenuState, StateMenuGroup } from "../../../shared/domain/states-menu";
import { LoadOnIntent } from "../../components/ui/load-on-intent";
import { useT } from "../../lib/i18n";
import { HEADER_LINK_CLASS } from "./header-styles";

export interface StatesDropdownProps {
  groups: StateMenuGroup<MenuState>[];
}

export const STATES_TRIGGER_CLASS = HEADER_LINK_CLASS;

export function StatesTriggerContent() {
  return (
    <>
      {useT().t("States")}
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}

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
