// The mobile menu's props and its hamburger button: what the header shows before the sheet's code
// loads and what the sheet (mobile-menu-sheet.tsx) shows after.
import { Menu } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { MenuState, StateMenuGroup } from "../../../shared/domain/states-menu";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";
import type { HeaderAction, HeaderLink } from "./header-links";

export interface MobileMenuProps {
  user: UserClaims | null;
  avatar: ReactNode;
  navLinks: HeaderLink[];
  actions: HeaderAction[];
  stateGroups: StateMenuGroup<MenuState>[];
  unreadCount: number;
  isPaid: boolean;
  supportUrl: string | null;
  className?: string;
}

/** The hamburger button, the same before and after the sheet's code has loaded. */
export function MobileMenuTrigger({ className, ...buttonProps }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={useT().t("Open menu")}
      className={cx("inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10", className)}
      {...buttonProps}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}
