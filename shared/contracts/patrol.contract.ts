// Shapes of the patrols API (ADR 0043): staff assign a trail to a contributor, the contributor
// reports what they found (multipart, with photos), staff accept the report (the trail takes the
// reported status) or reject it with a reason.
import { z } from "zod";
import { AUTHORING_LIMITS, PATROL_STATES } from "../domain/authoring";
import { POINTS_OF_CONCERN, TRAIL_STATUSES } from "../domain/difficulty";
import { emailSchema } from "./accounts.contract";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";
import { photoSchema } from "./photo.contract";

const todayUtc = () => new Date().toISOString().slice(0, 10);
const emptyAsNull = (value: unknown) => (value === "" ? null : value);
/** A multipart checkbox group sends one value, several, or none. */
const asList = (value: unknown): unknown[] =>
  value === undefined || value === "" ? [] : Array.isArray(value) ? (value as unknown[]) : [value];

export const patrolCreateSchema = z.object({
  trail_id: z.number({ error: "Choose the trail to patrol." }).int().positive("Choose the trail to patrol."),
  /** The contributor (SCOUT or greater) who drives it. */
  assignee_email: emailSchema,
  due_on: z.iso.date({ error: "Enter the date the report is due." }),
  statement_of_work_id: z.preprocess(emptyAsNull, z.number().int().positive().nullable().default(null)),
});
export type PatrolCreate = z.infer<typeof patrolCreateSchema>;

/** The report as the patrol form sends it (multipart text fields), beside its photos. */
export const patrolReportFieldsSchema = z.object({
  patrolled_on: z.iso
    .date({ error: "Enter the date you drove the trail." })
    .refine((date) => date <= todayUtc(), "The date cannot be in the future."),
  conditions: z
    .string({ error: "Describe the conditions you found." })
    .trim()
    .min(10, "Describe the conditions in at least 10 characters.")
    .max(AUTHORING_LIMITS.conditions, `Keep the conditions to ${AUTHORING_LIMITS.conditions} characters or fewer.`),
  reported_status: z.enum(TRAIL_STATUSES, { error: "Choose the trail's status." }),
  concerns_seen: z.preprocess(asList, z.array(z.enum(POINTS_OF_CONCERN, { error: "Choose concerns from the list." }))),
  /** 0 to AUTHORING_LIMITS.patrolPhotos files; checked as files by the route. */
  photos: z.unknown().optional(),
});
export type PatrolReportFields = Omit<z.infer<typeof patrolReportFieldsSchema>, "photos">;

export const decisionReasonSchema = z.object({
  reason: z
    .string({ error: "Say why." })
    .trim()
    .min(1, "Say why.")
    .max(AUTHORING_LIMITS.decisionReason, `Keep the reason to ${AUTHORING_LIMITS.decisionReason} characters or fewer.`),
});

export const patrolSchema = z.object({
  id: z.number().int(),
  trail: z.object({
    id: z.number().int(),
    title: z.string(),
    href: z.string(),
    status: z.string(),
    status_reported_at: z.iso.datetime({ offset: true }).nullable(),
  }),
  assignee: z.object({ uuid: z.uuid(), name: z.string() }),
  statement_of_work_id: z.number().int().nullable(),
  due_on: z.iso.date(),
  state: z.enum(PATROL_STATES),
  report: z
    .object({
      patrolled_on: z.iso.date(),
      conditions: z.string(),
      reported_status: z.enum(TRAIL_STATUSES),
      concerns_seen: z.array(z.string()),
      reported_at: z.iso.datetime({ offset: true }),
      photos: z.array(photoSchema),
    })
    .nullable(),
  /** Staff's decision on the report; the reason is given for a rejection. */
  decision: z.object({ reviewed_at: z.iso.datetime({ offset: true }), reason: z.string().nullable() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Patrol = z.infer<typeof patrolSchema>;

/** /admin/patrol-cms: every patrol, searched by trail or assignee, filtered by state, lateness and assignee. */
export const patrolListQuerySchema = cmsListQuery({
  sorts: ["due_on", "created_at", "state"],
  defaultOrder: "asc",
  filters: {
    state: z.enum(PATROL_STATES).optional(),
    overdue: z.enum(["yes"]).optional(),
  },
});
export type PatrolListQuery = z.infer<typeof patrolListQuerySchema>;

export const patrolRowSchema = patrolSchema.pick({ id: true, due_on: true, state: true, created_at: true }).extend({
  trail: patrolSchema.shape.trail.pick({ id: true, title: true, href: true }),
  assignee: z.object({ uuid: z.uuid(), name: z.string(), email: z.string() }),
  reported_at: z.iso.datetime({ offset: true }).nullable(),
  /** Still waiting for its report after the due date. */
  is_overdue: z.boolean(),
});
export type PatrolRow = z.infer<typeof patrolRowSchema>;

export const patrolListPageSchema = cmsPageSchema(patrolRowSchema);
export type PatrolListPage = z.infer<typeof patrolListPageSchema>;
