// SQL for vendors: the staff list, one vendor with its linked account, writes; and the people and
// trails staff pick in the contributor tools' forms.
import { and, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { VendorListQuery } from "../../../shared/contracts/vendor.contract";
import type { Role } from "../../../shared/domain/roles";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import { states, trails, users, vendors } from "../../db/schema";

export type VendorValues = Omit<typeof vendors.$inferInsert, "id" | "createdAt" | "updatedAt">;

const CHOICE_LIMIT = 10;

function listWhere(query: VendorListQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.active ? eq(vendors.active, query.active === "yes") : undefined,
    query.linked === "yes" ? isNotNull(vendors.userId) : undefined,
    query.linked === "no" ? isNull(vendors.userId) : undefined,
    word
      ? or(
          ilike(vendors.name, word),
          ilike(vendors.contactName, word),
          ilike(vendors.email, word),
          ilike(vendors.phone, word),
          ilike(vendors.paymentReference, word),
          ilike(users.email, word),
        )
      : undefined,
  );
}

export function createVendorsRepository(db: Executor) {
  const vendorsQuery = () =>
    db
      .select({ vendor: vendors, user: { uuid: users.uuid, name: users.name, email: users.email } })
      .from(vendors)
      .leftJoin(users, eq(vendors.userId, users.id))
      .$dynamic();

  return {
    list(query: VendorListQuery) {
      const where = listWhere(query);
      return pageOf(db, query, {
        rows: vendorsQuery().where(where),
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(vendors)
            .leftJoin(users, eq(vendors.userId, users.id))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { name: sql`lower(${vendors.name})`, created_at: vendors.createdAt, updated_at: vendors.updatedAt },
        tieBreaker: vendors.id,
      });
    },

    async find(id: number) {
      const [row] = await vendorsQuery().where(eq(vendors.id, id));
      return row ?? null;
    },

    /** The vendor's row, held for the rest of the transaction so two edits run one at a time. */
    async lock(id: number) {
      const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).for("update");
      return row ?? null;
    },

    /** Whether another vendor (than `exceptId`) is linked to this account. */
    async isLinkedElsewhere(userId: number, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.userId, userId), exceptId === null ? undefined : ne(vendors.id, exceptId)));
      return row !== undefined;
    },

    async insert(values: VendorValues, at: Date): Promise<number> {
      const [row] = await db
        .insert(vendors)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: vendors.id });
      return row!.id;
    },

    async update(id: number, values: VendorValues, at: Date): Promise<void> {
      await db
        .update(vendors)
        .set({ ...values, updatedAt: at })
        .where(eq(vendors.id, id));
    },

    /** Accounts whose name or e-mail holds the word, optionally only those of some roles. */
    async people(word: string, roles: readonly Role[] | null) {
      const pattern = containsPattern(word);
      return db
        .select({ uuid: users.uuid, name: users.name, email: users.email, accessType: users.accessType })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            roles ? inArray(users.accessType, [...roles]) : undefined,
            or(ilike(users.name, pattern), ilike(users.email, pattern)),
          ),
        )
        .orderBy(users.name, users.id)
        .limit(CHOICE_LIMIT);
    },

    /** Published trails whose title holds the word. */
    async publishedTrails(word: string) {
      return db
        .select({ id: trails.id, title: trails.title, stateCode: states.code })
        .from(trails)
        .innerJoin(states, eq(trails.stateId, states.id))
        .where(and(eq(trails.published, true), ilike(trails.title, containsPattern(word))))
        .orderBy(trails.title, trails.id)
        .limit(CHOICE_LIMIT);
    },
  };
}

export type VendorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createVendorsRepository>["find"]>>>;
