// The desktop States menu (spec §2.5): states with content, under their country's label. Loaded
// when a reader reaches for it (states-dropdown.tsx).
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useId } from "react";
import { Link } from "react-router";
import { stateHref, type MenuState, type StateMenuGroup } from "../../../shared/domain/states-menu";
import { cx } from "../../components/ui/class-names";
import { useTriggerFocus, type IntentProps } from "../../components/ui/load-on-intent";
import { MENU_ITEM_CLASS, MENU_LABEL_CLASS, MENU_PANEL_CLASS } from "./header-styles";
import { STATES_TRIGGER_CLASS, StatesTriggerContent, type StatesDropdownProps } from "./states-trigger";

export function StatesDropdownMenu({ groups, defaultOpen, autoFocusTrigger }: StatesDropdownProps & IntentProps) {
  const triggerRef = useTriggerFocus<HTMLButtonElement>(autoFocusTrigger);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={STATES_TRIGGER_CLASS}>
        <StatesTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={10}
        collisionPadding={12}
        className={cx(MENU_PANEL_CLASS, "w-72 overflow-y-auto overscroll-contain")}
        // A scrolling region must be focusable for keyboard users (axe: scrollable-region-focusable).
        tabIndex={0}
        // Radix measures the room left on screen; the list scrolls rather than running off it.
        style={{ maxHeight: "min(70vh, var(--radix-dropdown-menu-content-available-height))" }}
      >
        {groups.length === 0 && (
          <DropdownMenu.Item disabled className={cx(MENU_ITEM_CLASS, "cursor-default text-grey")}>
            No states with trails yet
          </DropdownMenu.Item>
        )}
        {groups.map((group) => (
          <StatesGroup key={group.label} group={group} />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function StatesGroup({ group }: { group: StateMenuGroup<MenuState> }) {
  const labelId = useId();
  return (
    <DropdownMenu.Group aria-labelledby={labelId}>
      <DropdownMenu.Label id={labelId} className={MENU_LABEL_CLASS}>
        {group.label}
      </DropdownMenu.Label>
      {group.options.map((state) => (
        <DropdownMenu.Item key={state.code} asChild className={MENU_ITEM_CLASS}>
          <Link to={stateHref(state)}>{state.title}</Link>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}
