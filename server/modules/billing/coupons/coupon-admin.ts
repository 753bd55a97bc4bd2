// Staff coupon management (issue 6): ADMIN or greater lists coupons with their use counts, creates
// them (percent or amount off, plan, expiry, limit) and later changes the expiry or limit or
// archives them, each change in the audit log. Checkout's own checks live in coupons.ts.
import type {
  Coupon,
  CouponListQuery,
  CouponPage,
  CouponUpdate,
  CouponWrite,
} from "../../../../shared/contracts/billing.contract";
import type { UserClaims } from "../../../../shared/contracts/user.contract";
import { canManagePayments } from "../../../../shared/domain/access";
import type { Clock } from "../../../clock";
import type { Database } from "../../../db/client";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../../../http/errors";
import { changedFields, recordStaffChange } from "../../audit/audit.service";
import { createCouponAdminRepository, type CouponWithUses } from "./coupon-admin.repository";
import type { CouponRow } from "./coupons.repository";

/** The audit log's entity type for coupons. */
export const COUPON_ENTITY = "coupon";

export const COUPON_ADMIN_MESSAGES = {
  duplicate: "A coupon with that code already exists.",
  unknownPlan: "No plan on sale has that code.",
  notFound: "Coupon not found.",
} as const;

/** Coupons are staff business: 401 signed out, 403 below ADMIN. */
export function requireCouponStaff(reader: UserClaims | null): UserClaims {
  if (!reader) throw unauthorized();
  if (!canManagePayments(reader)) throw forbidden();
  return reader;
}

export function toCoupon(row: CouponWithUses): Coupon {
  return {
    id: row.id,
    code: row.code,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    plan_code: row.planCode,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    archived: row.archivedAt !== null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

type CouponFields = Pick<
  CouponRow,
  "code" | "percentOff" | "amountOffCents" | "planCode" | "expiresAt" | "maxRedemptions" | "archivedAt"
>;

/** A coupon's fields as staff write them: what its audit entries show before and after. */
function auditValuesOf(coupon: CouponFields) {
  return {
    code: coupon.code,
    percent_off: coupon.percentOff,
    amount_off_cents: coupon.amountOffCents,
    plan_code: coupon.planCode,
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    max_redemptions: coupon.maxRedemptions,
    archived: coupon.archivedAt !== null,
  };
}

export function createCouponAdminService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createCouponAdminRepository(db);

  async function requireCoupon(id: number): Promise<Coupon> {
    const row = await repository.find(id, clock.now());
    if (!row) throw notFound(COUPON_ADMIN_MESSAGES.notFound);
    return toCoupon(row);
  }

  return {
    async list(reader: UserClaims | null, query: CouponListQuery): Promise<CouponPage> {
      requireCouponStaff(reader);
      const page = await repository.list(query, clock.now());
      return { ...page, results: page.results.map(toCoupon) };
    },

    async create(reader: UserClaims | null, input: CouponWrite): Promise<Coupon> {
      const staff = requireCouponStaff(reader);
      if (input.plan_code !== null && !(await repository.isPlanOnSale(input.plan_code))) {
        throw badRequest("Some fields are not valid.", { plan_code: [COUPON_ADMIN_MESSAGES.unknownPlan] });
      }
      try {
        const id = await db.transaction(async (tx) => {
          const values: CouponFields = {
            code: input.code.toUpperCase(),
            percentOff: input.percent_off,
            amountOffCents: input.amount_off_cents,
            planCode: input.plan_code,
            expiresAt: input.expires_at === null ? null : new Date(input.expires_at),
            maxRedemptions: input.max_redemptions,
            archivedAt: null,
          };
          const created = await createCouponAdminRepository(tx).insert({
            ...values,
            createdBy: staff.id,
            createdAt: clock.now(),
          });
          await recordStaffChange(tx, {
            actorId: staff.id,
            entityType: COUPON_ENTITY,
            entityId: created,
            action: "created",
            after: auditValuesOf(values),
          });
          return created;
        });
        return await requireCoupon(id);
      } catch (error) {
        // Codes are unique without regard to case; the index decides, also between two staff at once.
        // The message also names the field, so the form shows it under the code.
        if (isUniqueViolation(error)) {
          throw new HttpError(409, "conflict", COUPON_ADMIN_MESSAGES.duplicate, { code: [COUPON_ADMIN_MESSAGES.duplicate] });
        }
        throw error;
      }
    },

    async update(reader: UserClaims | null, id: number, input: CouponUpdate): Promise<Coupon> {
      const staff = requireCouponStaff(reader);
      const changes: Partial<Pick<CouponRow, "expiresAt" | "maxRedemptions" | "archivedAt">> = {};
      if (input.expires_at !== undefined) changes.expiresAt = input.expires_at === null ? null : new Date(input.expires_at);
      if (input.max_redemptions !== undefined) changes.maxRedemptions = input.max_redemptions;
      await db.transaction(async (tx) => {
        const coupons = createCouponAdminRepository(tx);
        const coupon = await coupons.lock(id);
        if (!coupon) throw notFound(COUPON_ADMIN_MESSAGES.notFound);
        // Archiving an archived coupon keeps the day it was archived.
        if (input.archived !== undefined && input.archived !== (coupon.archivedAt !== null)) {
          changes.archivedAt = input.archived ? clock.now() : null;
        }
        const { before, after } = changedFields(auditValuesOf(coupon), auditValuesOf({ ...coupon, ...changes }));
        if (Object.keys(after).length === 0) return;
        await coupons.update(id, changes);
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: COUPON_ENTITY,
          entityId: id,
          action: "changed",
          before,
          after,
        });
      });
      return requireCoupon(id);
    },
  };
}

export type CouponAdminService = ReturnType<typeof createCouponAdminService>;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
