// The States menu's props and its trigger's label, shared by the stand-in button (states-dropdown.tsx)
// and the menu that loads in its place (states-dropdown-menu.tsx).
import { ChevronDown } from "lucide-react";
import type { MenuState, StateMenuGroup } from "../../../shared/domain/states-menu";
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
