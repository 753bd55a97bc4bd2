// Which header links a visitor sees (spec §2.5, §6). Pure, so every rule sits in one tested table.

export interface HeaderLink {
  label: string;
  href: string;
}

export interface HeaderViewer {
  isSignedIn: boolean;
  isPaid: boolean;
}

export const DASHBOARD_HREF = "/dashboard";

/** The text links after the States menu: exploring first, then the account's own pages. */
export function headerNavLinks({ isSignedIn, isPaid }: HeaderViewer): HeaderLink[] {
  return [
    { label: "Trail Map", href: "/map" },
    { label: "Blog", href: "/blog" },
    ...(isPaid ? [] : [{ label: "Pricing", href: "/pricing" }]),
    ...(isSignedIn ? [{ label: "Dashboard", href: DASHBOARD_HREF }] : []),
  ];
}

export type HeaderActionLook = "quiet" | "primary";

export interface HeaderAction extends HeaderLink {
  look: HeaderActionLook;
}

/** The calls to action at the right: a free trial for free members, log in and sign up for visitors. */
export function headerActions({ isSignedIn, isPaid }: HeaderViewer, signUpLabel: string): HeaderAction[] {
  if (!isSignedIn) {
    return [
      { label: "Log In", href: "/login", look: "quiet" },
      { label: signUpLabel, href: "/sign-up", look: "primary" },
    ];
  }
  return isPaid ? [] : [{ label: "Start Free Trial", href: "/all-access", look: "primary" }];
}
