// The sign-up questions (spec §2.10; ADR 0053): the forms ask the active ones with their active
// options, read from the database so a change shows without a deploy; SUPER renames, reorders,
// switches on and off and adds options, each change one transaction with its audit entry. An
// answer is valid when it is one of the original options (spec §9) or an active stored option.
import {
  STORED_OPTION_KEYS,
  type SignupMove,
  type SignupOptionCreate,
  type SignupOptionUpdate,
  type SignupQuestion,
  type SignupQuestionAdmin,
  type SignupQuestionKey,
  type SignupQuestionUpdate,
  type StoredOptionKey,
} from "../../../shared/contracts/signup-question-admin.contract";
import { DRIVE_STYLES, VEHICLE_MAKES } from "../../../shared/domain/sign-up-options";
import type { Executor } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { createSignupQuestionsRepository } from "./signup-questions.repository";

const QUESTION_ENTITY = "signup_question";
const OPTION_ENTITY = "signup_question_option";

const ORIGINAL_OPTIONS: Record<StoredOptionKey, readonly string[]> = {
  vehicle_make: VEHICLE_MAKES,
  drive_style: DRIVE_STYLES,
};

const NOT_AN_OPTION: Record<StoredOptionKey, string> = {
  vehicle_make: "Choose a make from the list.",
  drive_style: "Choose a drive style from the list.",
};

const hasStoredOptions = (key: string): key is StoredOptionKey => (STORED_OPTION_KEYS as readonly string[]).includes(key);

const invalid = (field: string, message: string) => badRequest("Some fields are not valid.", { [field]: [message] });

/** The rows in their order with `row` moved one place up or down; null at the end of the list. */
function reordered<Row extends { id: number }>(rows: Row[], row: Row, direction: SignupMove["direction"]): Row[] | null {
  const from = rows.findIndex((candidate) => candidate.id === row.id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) return null;
  const order = [...rows];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

export type SignupAnswers = { [Key in StoredOptionKey]?: string | null };

export function createSignupQuestionsService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createSignupQuestionsRepository(db);

  async function adminQuestions(): Promise<SignupQuestionAdmin[]> {
    const [questions, options] = await Promise.all([repository.listQuestions(), repository.listOptions()]);
    return questions.map((question) => ({
      id: question.id,
      key: question.key as SignupQuestionKey,
      label: question.label,
      active: question.active,
      has_stored_options: hasStoredOptions(question.key),
      options: options
        .filter((option) => option.questionId === question.id)
        .map(({ id, value, label, active }) => ({ id, value, label, active })),
    }));
  }

  /** Writes new positions where the order changed and logs the move of `moved`. */
  async function savePositions<Row extends { id: number; position: number }>(
    tx: Executor,
    order: Row[],
    moved: Row,
    write: (id: number, position: number) => Promise<void>,
    audit: { actorId: number; entityType: string },
  ) {
    for (const [position, row] of order.entries()) if (row.position !== position) await write(row.id, position);
    await recordStaffChange(tx, {
      ...audit,
      entityId: moved.id,
      action: "moved",
      before: { position: moved.position },
      after: { position: order.indexOf(moved) },
    });
  }

  return {
    /** The active questions in order; stored options active and in order (state and year: none here). */
    async forForms(): Promise<SignupQuestion[]> {
      const questions = await adminQuestions();
      return questions
        .filter((question) => question.active)
        .map(({ key, label, options }) => ({
          key,
          label,
          options: options.filter((option) => option.active).map(({ value, label: text }) => ({ value, label: text })),
        }));
    },

    adminQuestions,

    /** Refuses a make or drive style that is neither an original option nor an active stored one. */
    async checkAnswers(answers: SignupAnswers): Promise<void> {
      const given = STORED_OPTION_KEYS.filter((key) => answers[key] != null);
      if (given.length === 0) return;
      const questions = await adminQuestions();
      const fields: Record<string, string[]> = {};
      for (const key of given) {
        const answer = answers[key]!;
        const stored = questions.find((question) => question.key === key)?.options ?? [];
        const isKnown =
          ORIGINAL_OPTIONS[key].includes(answer) || stored.some((option) => option.active && option.value === answer);
        if (!isKnown) fields[key] = [NOT_AN_OPTION[key]];
      }
      if (Object.keys(fields).length > 0) throw badRequest("Some fields are not valid.", fields);
    },

    async updateQuestion(actorId: number, id: number, change: SignupQuestionUpdate): Promise<SignupQuestionAdmin[]> {
      await db.transaction(async (tx: Executor) => {
        const questions = createSignupQuestionsRepository(tx);
        const question = (await questions.lockQuestions()).find((row) => row.id === id);
        if (!question) throw notFound("Question not found.");
        const { before, after } = changedFields(
          { label: question.label, active: question.active },
          { label: change.label ?? question.label, active: change.active ?? question.active },
        );
        if (Object.keys(after).length === 0) return;
        await questions.updateQuestion(id, after, clock.now());
        await recordStaffChange(tx, { actorId, entityType: QUESTION_ENTITY, entityId: id, action: "updated", before, after });
      });
      return adminQuestions();
    },

    async moveQuestion(actorId: number, id: number, { direction }: SignupMove): Promise<SignupQuestionAdmin[]> {
      await db.transaction(async (tx: Executor) => {
        const questions = createSignupQuestionsRepository(tx);
        const rows = await questions.lockQuestions();
        const question = rows.find((row) => row.id === id);
        if (!question) throw notFound("Question not found.");
        const order = reordered(rows, question, direction);
        if (!order) throw invalid("direction", `This question is already the ${direction === "up" ? "first" : "last"}.`);
        await savePositions(
          tx,
          order,
          question,
          (rowId, position) => questions.updateQuestion(rowId, { position }, clock.now()),
          {
            actorId,
            entityType: QUESTION_ENTITY,
          },
        );
      });
      return adminQuestions();
    },

    async addOption(actorId: number, questionId: number, { label }: SignupOptionCreate): Promise<SignupQuestionAdmin[]> {
      await db.transaction(async (tx: Executor) => {
        const questions = createSignupQuestionsRepository(tx);
        const question = (await questions.lockQuestions()).find((row) => row.id === questionId);
        if (!question) throw notFound("Question not found.");
        if (!hasStoredOptions(question.key)) {
          throw invalid("label", "This question's options come from the states list or the calendar.");
        }
        if (await questions.findOptionByValue(questionId, label)) {
          throw invalid("label", "This question already has that option.");
        }
        const options = await questions.lockOptionsOf(questionId);
        const position = options.reduce((last, option) => Math.max(last, option.position + 1), 0);
        const option = await questions.insertOption({ questionId, value: label, label, position });
        await recordStaffChange(tx, {
          actorId,
          entityType: OPTION_ENTITY,
          entityId: option.id,
          action: "added",
          after: { question: question.key, value: option.value, label: option.label },
        });
      });
      return adminQuestions();
    },

    async updateOption(actorId: number, id: number, change: SignupOptionUpdate): Promise<SignupQuestionAdmin[]> {
      await db.transaction(async (tx: Executor) => {
        const questions = createSignupQuestionsRepository(tx);
        const option = await questions.lockOption(id);
        if (!option) throw notFound("Option not found.");
        const { before, after } = changedFields(
          { label: option.label, active: option.active },
          { label: change.label ?? option.label, active: change.active ?? option.active },
        );
        if (Object.keys(after).length === 0) return;
        await questions.updateOption(id, after);
        await recordStaffChange(tx, { actorId, entityType: OPTION_ENTITY, entityId: id, action: "updated", before, after });
      });
      return adminQuestions();
    },

    async moveOption(actorId: number, id: number, { direction }: SignupMove): Promise<SignupQuestionAdmin[]> {
      await db.transaction(async (tx: Executor) => {
        const questions = createSignupQuestionsRepository(tx);
        const option = await questions.lockOption(id);
        if (!option) throw notFound("Option not found.");
        const rows = await questions.lockOptionsOf(option.questionId);
        const moved = rows.find((row) => row.id === id)!;
        const order = reordered(rows, moved, direction);
        if (!order) throw invalid("direction", `This option is already the ${direction === "up" ? "first" : "last"}.`);
        await savePositions(tx, order, moved, (rowId, position) => questions.updateOption(rowId, { position }), {
          actorId,
          entityType: OPTION_ENTITY,
        });
      });
      return adminQuestions();
    },
  };
}

export type SignupQuestionsService = ReturnType<typeof createSignupQuestionsService>;
