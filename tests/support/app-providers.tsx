// What the root route gives every page (app/root.tsx): the reader's session and the site's toasts,
// for tests that render a page or a component on its own.
import type { ReactNode } from "react";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { ToastProvider } from "../../app/components/ui/toast";
import { SessionProvider } from "../../app/lib/session";

export function AppProviders({ user, children }: { user: UserClaims | null; children: ReactNode }) {
  return (
    <SessionProvider initialUser={user}>
      <ToastProvider>{children}</ToastProvider>
    </SessionProvider>
  );
}
