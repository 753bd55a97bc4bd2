// The desktop user menu's props and its trigger's look, shared by the stand-in button (user-menu.tsx)
// and the menu that loads in its place (user-menu-dropdown.tsx).
import type { ReactNode } from "react";
import type { UserClaims } from "../../../shared/contracts/user.contract";

export interface UserMenuProps {
  user: UserClaims;
  /** The avatar to show on the trigger; it must not be a link itself. */
  avatar: ReactNode;
  supportUrl: string | null;
}

export const USER_MENU_TRIGGER_CLASS = "inline-flex size-11 items-center justify-center rounded-full";
