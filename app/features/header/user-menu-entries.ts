// The user menu of spec §2.5, in its required order, with each entry's access rule.
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { hasRoleAtLeast } from "../../../shared/domain/roles";
import { isPaid } from "../../../shared/domain/user-status";

export type UserMenuEntry =
  | { kind: "link"; label: string; href: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "sign-out"; label: string };

export type UserMenuViewer = Pick<UserClaims, "uuid" | "access_type" | "is_subscribed">;

export function userMenuEntries(user: UserMenuViewer, supportUrl: string): UserMenuEntry[] {
  const entries: (UserMenuEntry | false)[] = [
    hasRoleAtLeast(user.access_type, "ADMIN") && { kind: "link", label: "Admin", href: "/admin" },
    hasRoleAtLeast(user.access_type, "SCOUT") && { kind: "link", label: "Contributor Portal", href: "/users/contributor-portal" },
    isPaid(user) && { kind: "link", label: "My Content", href: "/map?active-tab=my-content" },
    { kind: "link", label: "Lists", href: "/lists" },
    { kind: "link", label: "Profile", href: `/users/${user.uuid}` },
    { kind: "link", label: "My Garage", href: `/users/${user.uuid}/edit#garage` },
    { kind: "external", label: "Support", href: supportUrl },
    { kind: "sign-out", label: "Log Out" },
  ];
  return entries.filter((entry) => entry !== false);
}
