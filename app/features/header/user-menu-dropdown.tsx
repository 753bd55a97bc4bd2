// The desktop user menu, opened from the avatar (spec §2.5). Loaded when a reader reaches for it
// (user-menu.tsx).
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { ExternalLink } from "../../components/ui/external-link";
import { useTriggerFocus, type IntentProps } from "../../components/ui/load-on-intent";
import { useSession } from "../../lib/session";
import { MENU_ITEM_CLASS, MENU_PANEL_CLASS } from "./header-styles";
import { USER_MENU_TRIGGER_CLASS, type UserMenuProps } from "./user-menu-trigger";
import { userMenuEntries, type UserMenuEntry } from "./user-menu-entries";
import { UserMenuIcon } from "./user-menu-icon";
import { forgetPacksOnSignOut } from "../../lib/offline-packs/sign-out";

export function UserMenuDropdown({ user, avatar, supportUrl, defaultOpen, autoFocusTrigger }: UserMenuProps & IntentProps) {
  const triggerRef = useTriggerFocus<HTMLButtonElement>(autoFocusTrigger);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label="User menu" className={USER_MENU_TRIGGER_CLASS}>
        {avatar}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={10} collisionPadding={12} className={MENU_PANEL_CLASS}>
        <DropdownMenu.Label className="border-b border-neutral-200 px-3 pt-2 pb-3">
          <span className="block max-w-60 truncate font-semibold">{user.name}</span>
          <span className="block max-w-60 truncate text-sm text-grey">{user.email}</span>
        </DropdownMenu.Label>
        <div className="pt-1">
          {userMenuEntries(user, supportUrl).map((entry) => (
            <UserMenuItem key={entry.label} entry={entry} />
          ))}
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function UserMenuItem({ entry }: { entry: UserMenuEntry }) {
  const session = useSession();
  const content = (
    <>
      <UserMenuIcon label={entry.label} />
      {entry.label}
    </>
  );
  switch (entry.kind) {
    case "link":
      return (
        <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
          <Link to={entry.href}>{content}</Link>
        </DropdownMenu.Item>
      );
    case "external":
      return (
        <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
          <ExternalLink href={entry.href}>{content}</ExternalLink>
        </DropdownMenu.Item>
      );
    case "sign-out":
      return (
        <DropdownMenu.Item
          className={MENU_ITEM_CLASS}
          onSelect={() => {
            forgetPacksOnSignOut();
            void session.signOut();
          }}
        >
          {content}
        </DropdownMenu.Item>
      );
  }
}
