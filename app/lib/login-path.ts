// Where "log in" sends a visitor, and how they come back.
/**
 * /login?return_url={path}: after logging in, the visitor comes back here (spec §2.2). Slashes may
 * stay as they are in a query value, which keeps the link readable: ?return_url=/dashboard
 */
export function loginPathReturningTo(path: string): string {
  return `/login?return_url=${encodeURIComponent(path).replaceAll("%2F", "/")}`;
}
