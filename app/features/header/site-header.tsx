// The site header (spec §2.5): logo, States menu, links by session, search and the user menu on wide
// screens; logo, search and a hamburger menu below 1024px, where the links no longer fit.
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { groupStatesForMenu } from "../../../shared/domain/states-menu";
import { ButtonLink } from "../../components/ui/button";
import { Logo, PRODUCT_NAME } from "../../components/ui/logo";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useSession } from "../../lib/session";
import { useUnreadAnnouncements } from "../../lib/unread-announcements";
import { DashboardLink } from "./dashboard-link";
import { DASHBOARD_HREF, headerActions, headerNavLinks, type HeaderAction } from "./header-links";
import { HEADER_LINK_CLASS } from "./header-styles";
import { MobileMenu } from "./mobile-menu";
import { StatesDropdown } from "./states-dropdown";
import { UserMenu } from "./user-menu";

export interface SiteHeaderProps {
  /** The search control; the layout supplies it so the header does not import another feature. */
  search: ReactNode;
  /** Draws the signed-in user's avatar (never a link: it sits inside menu buttons). */
  renderAvatar: (user: UserClaims, size: number) => ReactNode;
}

export function SiteHeader({ search, renderAvatar }: SiteHeaderProps) {
  const { user, isPaid } = useSession();
  const { clientConfig, menuStates } = useRootData();
  const unreadAnnouncements = useUnreadAnnouncements();
  const { t } = useT();
  const viewer = { isSignedIn: user != null, isPaid };
  // In the page's language here, so the mobile sheet shows them translated too.
  const navLinks = headerNavLinks(viewer).map((link) => ({ ...link, label: t(link.label) }));
  const actions = headerActions(viewer, clientConfig.signUpLabel).map((action) => ({ ...action, label: t(action.label) }));
  const stateGroups = groupStatesForMenu(menuStates);

  return (
    <header className="sticky top-0 z-40 h-header bg-dark-grey text-white shadow-[0_1px_0_rgb(255_255_255/0.08)]">
      <div className="mx-auto flex h-full max-w-screen-2xl items-center gap-2 px-4 lg:gap-4 lg:px-6">
        <Link to="/" aria-label={t("{product} home", { product: PRODUCT_NAME })} className="flex shrink-0 rounded-lg">
          <Logo />
        </Link>

        <nav aria-label={t("Main")} className="hidden items-center gap-0.5 lg:flex">
          <StatesDropdown groups={stateGroups} />
          {navLinks.map((link) =>
            link.href === DASHBOARD_HREF ? (
              <DashboardLink key={link.href} unreadCount={unreadAnnouncements} isPaid={isPaid} className={HEADER_LINK_CLASS} />
            ) : (
              <NavLink key={link.href} to={link.href} className={HEADER_LINK_CLASS}>
                {link.label}
              </NavLink>
            ),
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          {search}
          {actions.map((action) => (
            <HeaderActionLink key={action.href} action={action} />
          ))}
          {user && (
            <div className="hidden lg:block">
              <UserMenu user={user} avatar={renderAvatar(user, 40)} supportUrl={clientConfig.supportUrl} />
            </div>
          )}
          <MobileMenu
            className="lg:hidden"
            user={user}
            avatar={user ? renderAvatar(user, 48) : null}
            navLinks={navLinks}
            actions={actions}
            stateGroups={stateGroups}
            unreadCount={unreadAnnouncements}
            isPaid={isPaid}
            supportUrl={clientConfig.supportUrl}
          />
        </div>
      </div>
    </header>
  );
}

/** Quiet links wait for the full bar; the call to action already fits from tablet width. */
function HeaderActionLink({ action }: { action: HeaderAction }) {
  if (action.look === "quiet") {
    return (
      <div className="hidden lg:flex">
        <NavLink to={action.href} className={HEADER_LINK_CLASS}>
          {action.label}
        </NavLink>
      </div>
    );
  }
  return (
    <div className="hidden md:flex">
      <ButtonLink to={action.href} size="sm" className="h-10 px-4">
        {action.label}
      </ButtonLink>
    </div>
  );
}
