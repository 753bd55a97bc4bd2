// Spec §4 "User status": who counts as paid, and the three statuses built on it.
import type { UserClaims } from "../contracts/user.contract";
import { hasRoleAtLeast } from "./roles";

export type UserStatus = "all_access" | "logged_in_free" | "not_logged_in";

type PaidFields = Pick<UserClaims, "is_subscribed" | "access_type">;

/** Paid: subscribed, or PROMOTIONAL or higher. */
export function isPaid(user: PaidFields | null | undefined): boolean {
  return user != null && (user.is_subscribed || hasRoleAtLeast(user.access_type, "PROMOTIONAL"));
}

export function userStatus(user: PaidFields | null | undefined): UserStatus {
  if (isPaid(user)) return "all_access";
  return user ? "logged_in_free" : "not_logged_in";
}

/** The avatar marker and All-Access treatment: subscribed or official crew (spec §2.6, §4). */
export function hasAllAccessMarker(user: Pick<UserClaims, "is_subscribed" | "is_official_crew"> | null | undefined): boolean {
  return user != null && (user.is_subscribed || user.is_official_crew);
}
