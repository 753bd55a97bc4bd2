// Staff pages answer only to their role: signed out, the visitor is asked to log in and come back;
// signed in below the role, the page does not exist for them (the 404 page, as for any hidden thing).
import { redirect, type AppLoadContext } from "react-router";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { hasRoleAtLeast, type Role } from "../../shared/domain/roles";
import { pageNotFound } from "./page-not-found";

export function requireStaffPage({ user }: AppLoadContext, request: Request, minimum: Role): UserClaims {
  if (!user) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/login?return_url=${encodeURIComponent(pathname + search).replaceAll("%2F", "/")}`);
  }
  if (!hasRoleAtLeast(user.access_type, minimum)) throw pageNotFound(request);
  return user;
}
