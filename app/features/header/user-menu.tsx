// The desktop user menu's trigger, the avatar (spec §2.5); the menu loads when a reader reaches for it.
import type { ReactNode } from "react";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { LoadOnIntent } from "../../components/ui/load-on-intent";

export interface UserMenuProps {
  user: UserClaims;
  /** The avatar to show on the trigger; it must not be a link itself. */
  avatar: ReactNode;
  supportUrl: string | null;
}

export const USER_MENU_TRIGGER_CLASS = "inline-flex size-11 items-center justify-center rounded-full";

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
