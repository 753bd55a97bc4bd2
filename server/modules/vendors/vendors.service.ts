// Vendors (issue "Staff tools", ADR 0052): SUPER keeps the paid contributors on file and links each
// to their account, whose statements of work then show on the vendor. Every create and edit is one
// transaction with its audit entry; an account belongs to one vendor at most.
import type {
  PersonChoice,
  TrailChoice,
  Vendor,
  VendorDetail,
  VendorFields,
  VendorListQuery,
  VendorPage,
} from "../../../shared/contracts/vendor.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { isContributor } from "../../../shared/domain/access";
import { ROLES } from "../../../shared/domain/roles";
import type { Executor } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { accountsRepository } from "../accounts/accounts.repository";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { createStatementsOfWorkRepository } from "../statements-of-work/statements-of-work.repository";
import { createVendorsRepository, type VendorRow, type VendorValues } from "./vendors.repository";

export const VENDOR_ENTITY = "vendor";

export const VENDOR_MESSAGES = {
  notFound: "Vendor not found.",
  noAccount: "No account has this e-mail address.",
  linkedElsewhere: "Another vendor is linked to this account.",
} as const;

const CONTRIBUTOR_ROLES = ROLES.filter((role) => isContributor({ access_type: role }));

function toVendor({ vendor, user }: VendorRow): Vendor {
  return {
    id: vendor.id,
    name: vendor.name,
    contact_name: vendor.contactName,
    email: vendor.email,
    phone: vendor.phone,
    payment_reference: vendor.paymentReference,
    notes: vendor.notes,
    active: vendor.active,
    user: user?.uuid ? user : null,
    created_at: vendor.createdAt.toISOString(),
    updated_at: vendor.updatedAt.toISOString(),
  };
}

/** A vendor's fields as staff write them: what the audit log shows before and after. */
const fieldsOf = (vendor: Vendor): VendorFields => ({
  name: vendor.name,
  contact_name: vendor.contact_name,
  email: vendor.email,
  phone: vendor.phone,
  payment_reference: vendor.payment_reference,
  notes: vendor.notes,
  active: vendor.active,
  user_email: vendor.user?.email ?? null,
});

/** The stored values of the fields, the account looked up by e-mail and free for this vendor. */
async function valuesOf(db: Executor, fields: VendorFields, vendorId: number | null): Promise<VendorValues> {
  let userId: number | null = null;
  if (fields.user_email !== null) {
    const account = await accountsRepository.findUserByEmail(db, fields.user_email);
    if (!account || account.deletedAt !== null) {
      throw badRequest("Some fields are not valid.", { user_email: [VENDOR_MESSAGES.noAccount] });
    }
    if (await createVendorsRepository(db).isLinkedElsewhere(account.id, vendorId)) {
      throw badRequest("Some fields are not valid.", { user_email: [VENDOR_MESSAGES.linkedElsewhere] });
    }
    userId = account.id;
  }
  return {
    name: fields.name,
    contactName: fields.contact_name,
    email: fields.email,
    phone: fields.phone,
    paymentReference: fields.payment_reference,
    notes: fields.notes,
    active: fields.active,
    userId,
  };
}

export function createVendorsService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createVendorsRepository(db);

  async function get(id: number): Promise<Vendor> {
    const row = await repository.find(id);
    if (!row) throw notFound(VENDOR_MESSAGES.notFound);
    return toVendor(row);
  }

  return {
    async list(query: VendorListQuery): Promise<VendorPage> {
      const page = await repository.list(query);
      return { ...page, results: page.results.map(toVendor) };
    },

    /** The vendor with the statements of work addressed to their account. */
    async detail(id: number): Promise<VendorDetail> {
      const row = await repository.find(id);
      if (!row) throw notFound(VENDOR_MESSAGES.notFound);
      const statements = row.vendor.userId ? await createStatementsOfWorkRepository(db).listOf(row.vendor.userId) : [];
      return {
        ...toVendor(row),
        statements: statements.map((statement) => ({
          id: statement.id,
          title: statement.title,
          pay_cents: statement.payCents,
          deadline: statement.deadline,
          signed_at: statement.signedAt?.toISOString() ?? null,
        })),
      };
    },

    async create(staff: UserClaims, fields: VendorFields): Promise<Vendor> {
      const id = await db.transaction(async (tx) => {
        const created = await createVendorsRepository(tx).insert(await valuesOf(tx, fields, null), clock.now());
        await recordStaffChange(tx, {
          actorId: staff.id,
          entityType: VENDOR_ENTITY,
          entityId: created,
          action: "created",
          after: fields,
        });
        return created;
      });
      return get(id);
    },

    async update(staff: UserClaims, id: number, fields: VendorFields): Promise<Vendor> {
      await db.transaction(async (tx) => {
        const vendors = createVendorsRepository(tx);
        if (!(await vendors.lock(id))) throw notFound(VENDOR_MESSAGES.notFound);
        const before = fieldsOf(toVendor((await vendors.find(id))!));
        await vendors.update(id, await valuesOf(tx, fields, id), clock.now());
        const changes = changedFields(before, fields);
        if (Object.keys(changes.after).length > 0) {
          await recordStaffChange(tx, {
            actorId: staff.id,
            entityType: VENDOR_ENTITY,
            entityId: id,
            action: "changed",
            ...changes,
          });
        }
      });
      return get(id);
    },

    /** Up to ten accounts matching a name or e-mail, for a form's picker; only contributors when asked. */
    async peopleChoices(word: string, contributorsOnly: boolean): Promise<PersonChoice[]> {
      if (word.length < 2) return [];
      const rows = await repository.people(word, contributorsOnly ? CONTRIBUTOR_ROLES : null);
      return rows.map(({ accessType, ...person }) => ({ ...person, access_type: accessType }));
    },

    /** Up to ten published trails matching a title, for a form's picker. */
    async trailChoices(word: string): Promise<TrailChoice[]> {
      if (word.length < 2) return [];
      const rows = await repository.publishedTrails(word);
      return rows.map((row) => ({ id: row.id, title: row.title, state_code: row.stateCode }));
    },
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
