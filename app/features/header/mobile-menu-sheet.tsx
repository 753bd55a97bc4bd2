// The hamburger menu for screens where the header links do not fit (spec §2.5): the same entries,
// the user's avatar and name, and the States list, in a sheet that slides over the page. Loaded when
// a reader reaches for it (mobile-menu.tsx).
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { stateHref, type MenuState, type StateMenuGroup } from "../../../shared/domain/states-menu";
import { ButtonLink } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { ExternalLink } from "../../components/ui/external-link";
import { useTriggerFocus, type IntentProps } from "../../components/ui/load-on-intent";
import { useSession } from "../../lib/session";
import { DashboardLink } from "./dashboard-link";
import { DASHBOARD_HREF } from "./header-links";
import { userMenuEntries, type UserMenuEntry } from "./user-menu-entries";
import { UserMenuIcon } from "./user-menu-icon";
import { MobileMenuTrigger, type MobileMenuProps } from "./mobile-menu-trigger";
import { forgetPacksOnSignOut } from "../../lib/offline-packs/sign-out";

const SHEET_LINK_CLASS =
  "flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-semibold text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white";

export function MobileMenuSheet({
  user,
  avatar,
  navLinks,
  actions,
  stateGroups,
  unreadCount,
  isPaid,
  supportUrl,
  className,
  defaultOpen,
  autoFocusTrigger,
}: MobileMenuProps & IntentProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const triggerRef = useTriggerFocus<HTMLButtonElement>(autoFocusTrigger);

  // Any link in the sheet navigates away, so the sheet closes with it.
  function closeOnLinkClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setIsOpen(false);
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuTrigger ref={triggerRef} className={className} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        {/* The sheet is the navbar on a phone; analytics reads its links' clicks as the navbar's. */}
        <Dialog.Content
          aria-describedby={undefined}
          data-nav-area="navbar"
          onClick={closeOnLinkClick}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto overscroll-contain bg-dark-grey text-white shadow-2xl focus:outline-none"
        >
          <div className="flex h-header shrink-0 items-center justify-between border-b border-white/10 px-4">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          {user && (
            <div className="flex items-center gap-3 border-b border-white/10 px-5 py-4">
              {avatar}
              <span className="min-w-0">
                <span className="block truncate font-semibold">{user.name}</span>
                <span className="block truncate text-sm text-white/70">{user.email}</span>
              </span>
            </div>
          )}

          <nav aria-label="Main" className="flex flex-col gap-1 px-2 py-3">
            {navLinks.map((link) =>
              link.href === DASHBOARD_HREF ? (
                <DashboardLink key={link.href} unreadCount={unreadCount} isPaid={isPaid} className={SHEET_LINK_CLASS} />
              ) : (
                <NavLink key={link.href} to={link.href} className={SHEET_LINK_CLASS}>
                  {link.label}
                </NavLink>
              ),
            )}
            <SheetStatesList groups={stateGroups} />
          </nav>

          {user && <SheetUserEntries entries={userMenuEntries(user, supportUrl)} />}

          {actions.length > 0 && (
            <div className="mt-auto flex flex-col gap-3 border-t border-white/10 p-4">
              {actions.map((action) => (
                <ButtonLink
                  key={action.href}
                  to={action.href}
                  variant={action.look === "primary" ? "primary" : "ghost-on-dark"}
                  size="lg"
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** States fold away by default: the list is long and most visits want the other links. */
function SheetStatesList({ groups }: { groups: StateMenuGroup<MenuState>[] }) {
  return (
    <details className="group">
      <summary className={cx(SHEET_LINK_CLASS, "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden")}>
        States
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-2 pl-3">
        {groups.length === 0 && <p className="px-3 py-2 text-sm text-white/70">No states with trails yet</p>}
        {groups.map((group) => (
          <section key={group.label} aria-label={group.label}>
            <h3 className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-white/70 uppercase">{group.label}</h3>
            <ul>
              {group.options.map((state) => (
                <li key={state.code}>
                  <Link
                    to={stateHref(state)}
                    className="flex min-h-11 items-center rounded-lg px-3 text-white/90 hover:bg-white/10 hover:text-white"
                  >
                    {state.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}

function SheetUserEntries({ entries }: { entries: UserMenuEntry[] }) {
  const session = useSession();
  return (
    <ul aria-label="Account" className="flex flex-col gap-1 border-t border-white/10 px-2 py-3">
      {entries.map((entry) => (
        <li key={entry.label}>
          <SheetUserEntry
            entry={entry}
            onSignOut={() => {
              forgetPacksOnSignOut();
              void session.signOut();
            }}
          />
        </li>
      ))}
    </ul>
  );
}

function SheetUserEntry({ entry, onSignOut }: { entry: UserMenuEntry; onSignOut: () => void }) {
  const icon = <UserMenuIcon label={entry.label} className="text-white/70" />;
  switch (entry.kind) {
    case "link":
      return (
        <NavLink to={entry.href} className={SHEET_LINK_CLASS}>
          {icon}
          {entry.label}
        </NavLink>
      );
    case "external":
      return (
        <ExternalLink href={entry.href} className={SHEET_LINK_CLASS}>
          {icon}
          {entry.label}
        </ExternalLink>
      );
    case "sign-out":
      return (
        <Dialog.Close className={SHEET_LINK_CLASS} onClick={onSignOut}>
          {icon}
          {entry.label}
        </Dialog.Close>
      );
  }
}
