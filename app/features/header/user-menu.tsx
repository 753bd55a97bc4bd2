// The desktop user menu's trigger, the avatar (spec §2.5); the menu loads when a reader reaches for it.
import { LoadOnIntent } from "../../components/ui/load-on-intent";
import { USER_MENU_TRIGGER_CLASS, type UserMenuProps } from "./user-menu-trigger";

const loadMenu = () => import("./user-menu-dropdown").then((module) => module.UserMenuDropdown);

export function UserMenu(props: UserMenuProps) {
  return (
    <LoadOnIntent
      popup="menu"
      load={loadMenu}
      props={props}
      standIn={(handlers) => (
        <button type="button" aria-label="User menu" className={USER_MENU_TRIGGER_CLASS} {...handlers}>
          {props.avatar}
        </button>
      )}
    />
  );
}
