// How the user tools name roles, membership tiers and days.
import type { PlanTier } from "../../../shared/domain/membership";
import { ROLES } from "../../../shared/domain/roles";

export const MEMBERSHIP_LABELS: Record<PlanTier, string> = { paid: "All-Access", trial: "Trial", free: "Free" };

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

export const MEMBERSHIP_OPTIONS = (Object.keys(MEMBERSHIP_LABELS) as PlanTier[]).map((tier) => ({
  value: tier,
  label: MEMBERSHIP_LABELS[tier],
}));

/** A day as staff read it, in UTC like every date the back office stores. */
export const staffDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
