// The user tools (issue "Staff tools", ADR 0049): SUPER lists and reads accounts, changes a role,
// gives or takes back complimentary access and disables or re-enables an account. Every change is
// one transaction that locks the account's row, writes the change and its audit entry together.
import type {
  AdminUser,
  AdminUserDetail,
  ComplimentaryAccess,
  PartnerUser,
  PartnerUserPage,
  PartnerUserQuery,
  RoleChange,
  StaffReason,
  UserAdminPage,
  UserAdminQuery,
} from "../../../shared/contracts/user-admin.contract";
import { USER_ADMIN_MESSAGES } from "../../../shared/contracts/user-admin.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canDisableAccount, canSetRole, isRoleLowered } from "../../../shared/domain/access";
import type { Executor } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import type { TokenService } from "../accounts/tokens.service";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { isoDay } from "../../../shared/domain/billing-dates";
import { createBillingRepository } from "../billing/billing.repository";
import { readMembership } from "../billing/membership";
import { grantComplimentaryAccess, revokeComplimentaryAccess } from "../billing/staff-grants/staff-grants";
import { createUserAdminRepository, type AdminUserRow, type PartnerUserRow } from "./user-admin.repository";

const ENTITY_TYPE = "user";

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAdminUser(user: AdminUserRow): AdminUser {
  return {
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    role: user.accessType,
    membership: user.subscriptionTier,
    joined_at: user.createdAt.toISOString(),
    disabled_at: iso(user.disabledAt),
  };
}

function toPartnerUser({ user, planCodes }: PartnerUserRow): PartnerUser {
  return {
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    membership: user.subscriptionTier,
    joined_at: user.createdAt.toISOString(),
    plan_codes: planCodes,
  };
}

export function createUserAdminService({
  db,
  clock,
  config,
  tokens,
}: Pick<ServiceDeps, "db" | "clock" | "config"> & { tokens: Pick<TokenService, "revokeAllForUser"> }) {
  const repository = createUserAdminRepository(db);

  /** Runs one staff change on the locked account; 404 for an unknown or deleted one. */
  async function changeAccount<T>(uuid: string, change: (tx: Executor, account: AdminUserRow, now: Date) => Promise<T>) {
    await db.transaction(async (tx) => {
      const account = await repository.lockByUuid(tx, uuid);
      if (!account) throw notFound("No such account.");
      await change(tx, account, clock.now());
    });
    return get(uuid);
  }

  async function get(uuid: string): Promise<AdminUserDetail> {
    const user = await repository.findByUuid(db, uuid);
    if (!user) throw notFound("No such account.");
    const now = clock.now();
    const [membership, subscriptions, payments, grants] = await Promise.all([
      readMembership(db, user.id, now),
      repository.subscriptionsOf(user.id),
      createBillingRepository(db).listPaymentsWithPlanNames(user.id),
      repository.grantsOf(user.id),
    ]);
    return {
      ...toAdminUser(user),
      id: user.id,
      disabled_reason: user.disabledReason,
      signup_origin: user.signupOrigin,
      affiliate_origin: user.affiliateOrigin,
      access_until: iso(membership.accessUntil),
      subscriptions: subscriptions.map(({ subscription, planName }) => ({
        id: subscription.id,
        plan_code: subscription.planCode,
        plan_name: planName,
        provider: subscription.provider,
        source: subscription.source,
        status: subscription.status,
        current_period_start: subscription.currentPeriodStart.toISOString(),
        current_period_end: subscription.currentPeriodEnd.toISOString(),
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        created_at: subscription.createdAt.toISOString(),
      })),
      payments: payments.map(({ payment, planName }) => ({
        id: payment.id,
        plan_name: planName,
        purpose: payment.purpose,
        amount_cents: payment.amountCents,
        discount_cents: payment.discountCents,
        refunded_cents: payment.refundedCents,
        refunded_at: iso(payment.refundedAt),
        currency: payment.currency,
        card: payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand} ${payment.cardLast4}` : null,
        paid_at: payment.paidAt.toISOString(),
      })),
      grants: grants.map(({ grant, grantedBy }) => ({
        id: grant.id,
        tier: grant.tier,
        reason: grant.reason,
        plan_code: grant.planCode,
        starts_at: grant.startsAt.toISOString(),
        ends_at: grant.endsAt.toISOString(),
        revoked_at: iso(grant.revokedAt),
        granted_by: grantedBy,
        is_revocable: grant.reason === "staff" && grant.revokedAt === null && grant.endsAt > now,
      })),
    };
  }

  const membershipOf = (state: { tier: string; accessUntil: Date | null }) => ({
    membership: state.tier,
    access_until: iso(state.accessUntil),
  });

  return {
    async list(query: UserAdminQuery): Promise<UserAdminPage> {
      const page = await repository.list(query);
      return { ...page, results: page.results.map(toAdminUser) };
    },

    async listPartnerUsers(query: PartnerUserQuery): Promise<PartnerUserPage> {
      const page = await repository.listPartnerUsers(query, config.client.tirePartner.slug);
      return { ...page, results: page.results.map(toPartnerUser) };
    },

    get,

    /** A new role; lowering one ends the account's sessions, so the old role goes at once. */
    setRole(staff: UserClaims, uuid: string, change: RoleChange): Promise<AdminUserDetail> {
      return changeAccount(uuid, async (tx, account, now) => {
        if (!canSetRole(staff, account, change.role)) throw forbidden(USER_ADMIN_MESSAGES.ownRole);
        if (account.accessType === change.role) {
          throw badRequest("Some fields are not valid.", { role: [USER_ADMIN_MESSAGES.sameRole] });
        }
        await repository.setRole(tx, account.id, change.role, now);
        if (isRoleLowered(account.accessType, change.role)) await tokens.revokeAllForUser(account.id, tx);
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: ENTITY_TYPE,
          entityId: account.uuid,
          action: "role changed",
          before: { role: account.accessType },
          after: { role: change.role },
          reason: change.reason,
        });
      });
    },

    /** The paid tier for free until the end of `ends_on` (UTC), as a staff membership grant. */
    grantAccess(staff: UserClaims, uuid: string, access: ComplimentaryAccess): Promise<AdminUserDetail> {
      return changeAccount(uuid, async (tx, account, now) => {
        const endsAt = new Date(`${access.ends_on}T23:59:59.999Z`);
        if (endsAt <= now) throw badRequest("Some fields are not valid.", { ends_on: [USER_ADMIN_MESSAGES.endsInPast] });
        const before = await readMembership(tx, account.id, now);
        const { grant, membership } = await grantComplimentaryAccess(tx, {
          userId: account.id,
          grantedBy: staff.id,
          startsAt: now,
          endsAt,
        });
        const changed = changedFields(membershipOf(before), membershipOf(membership));
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: ENTITY_TYPE,
          entityId: account.uuid,
          action: "complimentary access granted",
          before: changed.before,
          after: { ...changed.after, grant: grant.id, ends_on: access.ends_on },
          reason: access.reason,
        });
      });
    },

    revokeAccess(staff: UserClaims, uuid: string, grantId: number, revocation: StaffReason): Promise<AdminUserDetail> {
      return changeAccount(uuid, async (tx, account, now) => {
        const before = await readMembership(tx, account.id, now);
        const revoked = await revokeComplimentaryAccess(tx, { userId: account.id, grantId, now });
        if (!revoked) throw conflict(USER_ADMIN_MESSAGES.grantGone);
        const changed = changedFields(membershipOf(before), membershipOf(revoked.membership));
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: ENTITY_TYPE,
          entityId: account.uuid,
          action: "complimentary access revoked",
          before: { ...changed.before, grant: grantId, ends_on: isoDay(revoked.grant.endsAt) },
          after: changed.after,
          reason: revocation.reason,
        });
      });
    },

    /** The account can no longer sign in or refresh; every session it has ends now. */
    disable(staff: UserClaims, uuid: string, disabling: StaffReason): Promise<AdminUserDetail> {
      return changeAccount(uuid, async (tx, account, now) => {
        if (!canDisableAccount(staff, account)) throw forbidden(USER_ADMIN_MESSAGES.ownAccount);
        if (account.disabledAt) throw conflict(USER_ADMIN_MESSAGES.alreadyDisabled);
        await repository.setDisabled(tx, account.id, { at: now, reason: disabling.reason }, now);
        await tokens.revokeAllForUser(account.id, tx);
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: ENTITY_TYPE,
          entityId: account.uuid,
          action: "account disabled",
          before: { disabled: false },
          after: { disabled: true },
          reason: disabling.reason,
        });
      });
    },

    enable(staff: UserClaims, uuid: string, enabling: StaffReason): Promise<AdminUserDetail> {
      return changeAccount(uuid, async (tx, account, now) => {
        if (!account.disabledAt) throw conflict(USER_ADMIN_MESSAGES.notDisabled);
        await repository.setDisabled(tx, account.id, null, now);
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: ENTITY_TYPE,
          entityId: account.uuid,
          action: "account enabled",
          before: { disabled: true },
          after: { disabled: false },
          reason: enabling.reason,
        });
      });
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
