// Shapes of the statements-of-work API (ADR 0043): what staff write, what the contributor reads and
// signs. The scope is written as plain paragraphs; the API also answers it as HTML for display.
import { z } from "zod";
import { AUTHORING_LIMITS } from "../domain/authoring";
import { emailSchema } from "./accounts.contract";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";

const todayUtc = () => new Date().toISOString().slice(0, 10);
const emptyAsNull = (value: unknown) => (value === "" ? null : value);

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(min, min > 1 ? `Write at least ${min} characters for the ${label}.` : `Enter the ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`);

export const statementOfWorkFieldsSchema = z.object({
  title: text("title", 3, AUTHORING_LIMITS.title),
  /** The contributor (SCOUT or greater) the statement is addressed to, by their account e-mail. */
  contributor_email: emailSchema,
  scope: text("scope", 10, AUTHORING_LIMITS.scope),
  area_description: text("area", 3, AUTHORING_LIMITS.areaDescription),
  state_code: z.preprocess(
    emptyAsNull,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2,3}$/, "Use the state's two-letter code, such as UT.")
      .nullable()
      .default(null),
  ),
  deliverables: z
    .array(text("deliverable", 1, AUTHORING_LIMITS.deliverable), { error: "List what is to be delivered." })
    .min(1, "List at least one deliverable.")
    .max(AUTHORING_LIMITS.deliverables, `List at most ${AUTHORING_LIMITS.deliverables} deliverables.`),
  pay_cents: z
    .number({ error: "Enter the pay in dollars and cents." })
    .int("Enter the pay in dollars and cents.")
    .min(0, "The pay cannot be negative.")
    .max(AUTHORING_LIMITS.payCents, "Check the pay: it is more than a million dollars."),
  deadline: z.iso
    .date({ error: "Enter the deadline." })
    .refine((date) => date >= todayUtc(), "The deadline cannot be in the past."),
});
export type StatementOfWorkFields = z.infer<typeof statementOfWorkFieldsSchema>;

/** A change to an unsigned statement: any of its fields. */
export const statementOfWorkPatchSchema = statementOfWorkFieldsSchema.partial();
export type StatementOfWorkPatch = z.infer<typeof statementOfWorkPatchSchema>;

export const signatureSchema = z.object({
  signature_name: text("full name", 1, AUTHORING_LIMITS.signatureName),
});

const personSchema = z.object({ uuid: z.uuid(), name: z.string() });

export const statementOfWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  contributor: personSchema.extend({ email: z.string() }),
  /** The scope as written, paragraphs separated by blank lines. */
  scope: z.string(),
  /** The same scope as safe HTML paragraphs. */
  scope_html: z.string(),
  area_description: z.string(),
  state: z.object({ code: z.string(), title: z.string() }).nullable(),
  deliverables: z.array(z.string()),
  pay_cents: z.number().int(),
  deadline: z.iso.date(),
  /** Null until signed; from then on the statement is read-only. */
  signature: z
    .object({ name: z.string(), signed_at: z.iso.datetime({ offset: true }), signed_by: personSchema.nullable() })
    .nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type StatementOfWork = z.infer<typeof statementOfWorkSchema>;

/** /admin/sow-cms: every statement, searched by title, area or contributor, filtered by signature and contributor. */
export const statementOfWorkListQuerySchema = cmsListQuery({
  sorts: ["created_at", "deadline", "pay_cents", "title"],
  filters: {
    signed: z.enum(["yes", "no"]).optional(),
    contributor: z.uuid().optional(),
  },
});
export type StatementOfWorkListQuery = z.infer<typeof statementOfWorkListQuerySchema>;

export const statementOfWorkRowSchema = statementOfWorkSchema
  .pick({ id: true, title: true, contributor: true, area_description: true, pay_cents: true, deadline: true, created_at: true })
  .extend({ state_code: z.string().nullable(), signed_at: z.iso.datetime({ offset: true }).nullable() });
export type StatementOfWorkRow = z.infer<typeof statementOfWorkRowSchema>;

export const statementOfWorkListPageSchema = cmsPageSchema(statementOfWorkRowSchema).extend({
  /** Everyone a statement is addressed to, for the contributor filter. */
  contributors: z.array(personSchema),
});
export type StatementOfWorkListPage = z.infer<typeof statementOfWorkListPageSchema>;
