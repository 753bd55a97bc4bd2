// SQL of the sign-up questions and their options (migration 0031), in their staff-chosen order.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signupQuestionOptions, signupQuestions } from "../../db/schema";

export type QuestionRow = typeof signupQuestions.$inferSelect;
export type OptionRow = typeof signupQuestionOptions.$inferSelect;

export function createSignupQuestionsRepository(db: Executor) {
  return {
    listQuestions(): Promise<QuestionRow[]> {
      return db.select().from(signupQuestions).orderBy(asc(signupQuestions.position), asc(signupQuestions.id));
    },

    listOptions(): Promise<OptionRow[]> {
      return db
        .select()
        .from(signupQuestionOptions)
        .orderBy(asc(signupQuestionOptions.questionId), asc(signupQuestionOptions.position), asc(signupQuestionOptions.id));
    },

    /** The options of one question, locked for a change of their order. */
    lockOptionsOf(questionId: number): Promise<OptionRow[]> {
      return db
        .select()
        .from(signupQuestionOptions)
        .where(eq(signupQuestionOptions.questionId, questionId))
        .orderBy(asc(signupQuestionOptions.position), asc(signupQuestionOptions.id))
        .for("update");
    },

    lockQuestions(): Promise<QuestionRow[]> {
      return db.select().from(signupQuestions).orderBy(asc(signupQuestions.position), asc(signupQuestions.id)).for("update");
    },

    async lockOption(id: number): Promise<OptionRow | null> {
      const [row] = await db.select().from(signupQuestionOptions).where(eq(signupQuestionOptions.id, id)).for("update");
      return row ?? null;
    },

    async findOptionByValue(questionId: number, value: string): Promise<OptionRow | null> {
      const [row] = await db
        .select()
        .from(signupQuestionOptions)
        .where(and(eq(signupQuestionOptions.questionId, questionId), eq(signupQuestionOptions.value, value)));
      return row ?? null;
    },

    async updateQuestion(id: number, values: Partial<Pick<QuestionRow, "label" | "active" | "position">>, now: Date) {
      await db
        .update(signupQuestions)
        .set({ ...values, updatedAt: now })
        .where(eq(signupQuestions.id, id));
    },

    async updateOption(id: number, values: Partial<Pick<OptionRow, "label" | "active" | "position">>) {
      await db.update(signupQuestionOptions).set(values).where(eq(signupQuestionOptions.id, id));
    },

    async insertOption(values: Omit<OptionRow, "id" | "active">): Promise<OptionRow> {
      const [row] = await db.insert(signupQuestionOptions).values(values).returning();
      return row!;
    },
  };
}
