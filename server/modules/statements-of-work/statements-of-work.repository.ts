// SQL for statements of work: one statement with its addressee, state and signer; writes before
// signing, and the signature itself.
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StatementOfWorkListQuery } from "../../../shared/contracts/statement-of-work.contract";
import type { Executor } from "../../db/client";
import { containsPattern, pageOf } from "../../db/cms-list";
import { states, statementsOfWork, users } from "../../db/schema";

const signers = alias(users, "signers");

export type StatementValues = Omit<
  typeof statementsOfWork.$inferInsert,
  "id" | "signatureName" | "signedAt" | "signedById" | "createdAt" | "updatedAt"
>;

function listWhere(query: StatementOfWorkListQuery): SQL | undefined {
  const word = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.signed === "yes" ? isNotNull(statementsOfWork.signedAt) : undefined,
    query.signed === "no" ? isNull(statementsOfWork.signedAt) : undefined,
    query.contributor ? eq(users.uuid, query.contributor) : undefined,
    word
      ? or(
          ilike(statementsOfWork.title, word),
          ilike(statementsOfWork.areaDescription, word),
          ilike(users.name, word),
          ilike(users.email, word),
        )
      : undefined,
  );
}

export function createStatementsOfWorkRepository(db: Executor) {
  return {
    /** The staff list: each statement with its addressee and state code, searched, filtered, sorted and paged. */
    list(query: StatementOfWorkListQuery) {
      const where = listWhere(query);
      const rows = db
        .select({
          statement: {
            id: statementsOfWork.id,
            title: statementsOfWork.title,
            areaDescription: statementsOfWork.areaDescription,
            payCents: statementsOfWork.payCents,
            deadline: statementsOfWork.deadline,
            signedAt: statementsOfWork.signedAt,
            createdAt: statementsOfWork.createdAt,
          },
          contributor: { uuid: users.uuid, name: users.name, email: users.email },
          stateCode: states.code,
        })
        .from(statementsOfWork)
        .innerJoin(users, eq(statementsOfWork.contributorId, users.id))
        .leftJoin(states, eq(statementsOfWork.stateId, states.id))
        .where(where)
        .$dynamic();
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: sql<number>`count(*)::int` })
            .from(statementsOfWork)
            .innerJoin(users, eq(statementsOfWork.contributorId, users.id))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: {
          created_at: statementsOfWork.createdAt,
          deadline: statementsOfWork.deadline,
          pay_cents: statementsOfWork.payCents,
          title: sql`lower(${statementsOfWork.title})`,
        },
        tieBreaker: statementsOfWork.id,
      });
    },

    /** Everyone a statement is addressed to, by name, for the list's filter. */
    async contributors() {
      return db
        .selectDistinct({ uuid: users.uuid, name: users.name })
        .from(statementsOfWork)
        .innerJoin(users, eq(statementsOfWork.contributorId, users.id))
        .orderBy(users.name, users.uuid);
    },

    /** The statements addressed to one account, newest first (a vendor's work). */
    async listOf(contributorId: number) {
      return db
        .select({
          id: statementsOfWork.id,
          title: statementsOfWork.title,
          payCents: statementsOfWork.payCents,
          deadline: statementsOfWork.deadline,
          signedAt: statementsOfWork.signedAt,
        })
        .from(statementsOfWork)
        .where(eq(statementsOfWork.contributorId, contributorId))
        .orderBy(desc(statementsOfWork.createdAt), desc(statementsOfWork.id));
    },

    async findStatement(id: number) {
      const [row] = await db
        .select({
          statement: statementsOfWork,
          contributor: { uuid: users.uuid, name: users.name, email: users.email },
          state: { code: states.code, title: states.title },
          signer: { uuid: signers.uuid, name: signers.name },
        })
        .from(statementsOfWork)
        .innerJoin(users, eq(statementsOfWork.contributorId, users.id))
        .leftJoin(states, eq(statementsOfWork.stateId, states.id))
        .leftJoin(signers, eq(statementsOfWork.signedById, signers.id))
        .where(eq(statementsOfWork.id, id));
      return row ?? null;
    },

    /** The statement's row, held for the rest of the transaction so a change and a signature run one at a time. */
    async lockStatement(id: number) {
      const [row] = await db
        .select({
          id: statementsOfWork.id,
          contributorId: statementsOfWork.contributorId,
          signedAt: statementsOfWork.signedAt,
          contributorName: users.name,
        })
        .from(statementsOfWork)
        .innerJoin(users, eq(statementsOfWork.contributorId, users.id))
        .where(eq(statementsOfWork.id, id))
        .for("update", { of: statementsOfWork });
      return row ?? null;
    },

    async insertStatement(values: StatementValues, at: Date): Promise<number> {
      const [row] = await db
        .insert(statementsOfWork)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: statementsOfWork.id });
      return row!.id;
    },

    async updateStatement(id: number, values: Partial<StatementValues>, at: Date): Promise<void> {
      await db
        .update(statementsOfWork)
        .set({ ...values, updatedAt: at })
        .where(eq(statementsOfWork.id, id));
    },

    async signStatement(id: number, signature: { signatureName: string; signedById: number }, at: Date): Promise<void> {
      await db
        .update(statementsOfWork)
        .set({ ...signature, signedAt: at, updatedAt: at })
        .where(eq(statementsOfWork.id, id));
    },
  };
}

export type StatementsOfWorkRepository = ReturnType<typeof createStatementsOfWorkRepository>;
export type StatementRow = NonNullable<Awaited<ReturnType<StatementsOfWorkRepository["findStatement"]>>>;
export type StatementListRow = Awaited<ReturnType<StatementsOfWorkRepository["list"]>>["results"][number];
