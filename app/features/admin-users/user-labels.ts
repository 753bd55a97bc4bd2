// How the user tools name roles, membership tiers and days.
import type { PlanTier } from "../../../shared/domain/membership";
import { hasRoleAtLeast, ROLES, type Role } from "../../../shared/domain/roles";

export const MEMBERSHIP_LABELS: Record<PlanTier, string> = { paid: "All-Access", trial: "Trial", free: "Free" };

/** Whether the account reads everything by its role (PROMOTIONAL and staff), whatever it has bought. */
export const hasAllAccessByRole = (role: Role) => hasRoleAtLeast(role, "PROMOTIONAL");

/** The membership as staff should read it: a role that opens everything is All-Access, not Free. */
export function membershipLabel(account: { role: Role; membership: PlanTier }): string {
  if (account.membership === "free" && hasAllAccessByRole(account.role)) return "All-Access (by role)";
  return MEMBERSHIP_LABELS[account.membership];
}

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

export const MEMBERSHIP_OPTIONS = (Object.keys(MEMBERSHIP_LABELS) as PlanTier[]).map((tier) => ({
  value: tier,
  label: MEMBERSHIP_LABELS[tier],
}));

/** A day as staff read it, in UTC like every date the back office stores. */
export const staffDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
