// SQL for statements of work: one statement with its addressee, state and signer; writes before
// signing, and the signature itself.
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { states, statementsOfWork, users } from "../../db/schema";

const signers = alias(users, "signers");

export type StatementValues = Omit<
  typeof statementsOfWork.$inferInsert,
  "id" | "signatureName" | "signedAt" | "signedById" | "createdAt" | "updatedAt"
>;

export function createStatementsOfWorkRepository(db: Executor) {
  return {
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
