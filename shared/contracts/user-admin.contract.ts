// The user tools of the back office (issue "Staff tools", ADR 0049): the searchable list of accounts,
// one account's record with its membership and billing history, the changes staff make to it (role,
// complimentary access, disabling), each with a reason, and the tire partner's sign-ups.
import { z } from "zod";
import { GRANT_REASONS } from "../domain/grant-reasons";
import { PLAN_TIERS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from "../domain/membership";
import { ROLES } from "../domain/roles";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

export const STAFF_REASON_MAX = 500;

/** Every staff change to an account says why; the audit log keeps the words. */
const reason = z
  .string({ message: "Say why you are making this change." })
  .trim()
  .min(1, "Say why you are making this change.")
  .max(STAFF_REASON_MAX, `Keep the reason to ${STAFF_REASON_MAX} characters or fewer.`);

export const ACCOUNT_STATES = ["active", "disabled"] as const;

export const userAdminQuerySchema = cmsListQuery({
  sorts: ["joined", "name", "email"],
  filters: {
    role: z.enum(ROLES).optional(),
    membership: z.enum(PLAN_TIERS).optional(),
    account: z.enum(ACCOUNT_STATES).optional(),
  },
});
export type UserAdminQuery = z.infer<typeof userAdminQuerySchema>;

export const adminUserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  membership: z.enum(PLAN_TIERS),
  joined_at: z.string(),
  disabled_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userAdminPageSchema = cmsPageSchema(adminUserSchema);
export type UserAdminPage = z.infer<typeof userAdminPageSchema>;

export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  plan_code: z.string(),
  plan_name: z.string(),
  provider: z.string(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  purpose: z.string(),
  amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  refunded_at: z.string().nullable(),
  currency: z.string(),
  card: z.string().nullable(),
  paid_at: z.string(),
});

export const adminGrantSchema = z.object({
  id: z.number().int(),
  tier: z.enum(["paid", "trial"]),
  reason: z.enum(GRANT_REASONS),
  plan_code: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  revoked_at: z.string().nullable(),
  granted_by: z.string().nullable(),
  /** A complimentary grant staff gave that is still running: staff may revoke it. */
  is_revocable: z.boolean(),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  id: z.number().int(),
  disabled_reason: z.string().nullable(),
  signup_origin: z.string().nullable(),
  affiliate_origin: z.string().nullable(),
  access_until: z.string().nullable(),
  subscriptions: z.array(adminSubscriptionSchema),
  payments: z.array(adminPaymentSchema),
  grants: z.array(adminGrantSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { message: "Choose one of the six roles." }),
  reason,
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const complimentaryAccessSchema = z.object({
  /** The last day of access (UTC); access ends when that day does. */
  ends_on: z.iso.date({ message: "Give the last day of access, like 2027-06-30." }),
  reason,
});
export type ComplimentaryAccess = z.infer<typeof complimentaryAccessSchema>;

/** Revoking a grant, disabling or enabling an account: only the reason. */
export const staffReasonSchema = z.object({ reason });
export type StaffReason = z.infer<typeof staffReasonSchema>;

export const partnerUserQuerySchema = cmsListQuery({ sorts: ["joined", "name", "email"] });
export type PartnerUserQuery = z.infer<typeof partnerUserQuerySchema>;

export const partnerUserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  membership: z.enum(PLAN_TIERS),
  joined_at: z.string(),
  /** The partner's plan codes on the account's grants and subscriptions, and the offer codes it claimed. */
  plan_codes: z.array(z.string()),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;

export const partnerUserPageSchema = cmsPageSchema(partnerUserSchema);
export type PartnerUserPage = z.infer<typeof partnerUserPageSchema>;

/** What staff read when an account is refused: at sign-in, and as the user tool's own messages. */
export const USER_ADMIN_MESSAGES = {
  ownRole: "You cannot lower your own role. Ask another super user.",
  ownAccount: "You cannot disable your own account.",
  sameRole: "The account already has that role.",
  alreadyDisabled: "The account is already disabled.",
  notDisabled: "The account is not disabled.",
  endsInPast: "Choose a last day from today on.",
  grantGone: "That grant has already ended or been revoked.",
} as const;
