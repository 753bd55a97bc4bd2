// The user menu of spec §2.5, in its required order, with each entry's access rule.
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canOpenAdmin, canOpenContributorPortal, canUseMyContent } from "../../../shared/domain/access";
import { supportLink } from "../../../shared/domain/help-centre";

export type UserMenuEntry =
  | { kind: "link"; label: string; href: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "sign-out"; label: string };

export type UserMenuViewer = Pick<UserClaims, "id" | "uuid" | "access_type" | "is_subscribed">;

export function userMenuEntries(user: UserMenuViewer, supportUrl: string | null): UserMenuEntry[] {
  const support = supportLink(supportUrl);
  const entries: (UserMenuEntry | false)[] = [
    canOpenAdmin(user) && { kind: "link", label: "Admin", href: "/admin" },
    canOpenContributorPortal(user) && { kind: "link", label: "Contributor Portal", href: "/users/contributor-portal" },
    canUseMyContent(user) && { kind: "link", label: "My Content", href: "/map?active-tab=my-content" },
    canUseMyContent(user) && { kind: "link", label: "Saved for offline", href: "/offline" },
    { kind: "link", label: "Lists", href: "/lists" },
    { kind: "link", label: "Profile", href: `/users/${user.uuid}` },
    { kind: "link", label: "My Garage", href: `/users/${user.uuid}/edit#garage` },
    { kind: support.isExternal ? "external" : "link", label: "Support", href: support.href },
    { kind: "sign-out", label: "Log Out" },
  ];
  return entries.filter((entry) => entry !== false);
}
