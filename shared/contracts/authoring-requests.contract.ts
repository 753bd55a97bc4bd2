// Shapes of the three kinds of request (ADR 0043): a reader's suggested edit to a guide, a
// contributor's request for an assignment, and an application to become a scout or a writer;
// with the staff lists and decisions.
import { z } from "zod";
import { AUTHORING_LIMITS, CONTRIBUTOR_ROLES, EDIT_REQUEST_FIELDS, REQUEST_STATES } from "../domain/authoring";
import { ROLES } from "../domain/roles";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";
import { decisionReasonSchema } from "./patrol.contract";
import { photoSchema } from "./photo.contract";

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const isoDateTime = z.iso.datetime({ offset: true });
const requesterSchema = z.object({ uuid: z.uuid(), name: z.string(), email: z.string() });

const guideId = z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional());

/** A suggested edit as the form sends it (multipart): one guide, the part it is about, the text, a photo. */
export const editRequestFieldsSchema = z
  .object({
    trail: guideId,
    scout_route: guideId,
    field: z.enum(EDIT_REQUEST_FIELDS, { error: "Choose what your suggestion is about." }),
    proposed_text: z
      .string({ error: "Describe the change." })
      .trim()
      .min(10, "Describe the change in at least 10 characters.")
      .max(AUTHORING_LIMITS.proposedText, `Keep it to ${AUTHORING_LIMITS.proposedText} characters or fewer.`),
    /** An optional photo; checked as a file by the route. */
    photo: z.unknown().optional(),
  })
  .refine((request) => (request.trail === undefined) !== (request.scout_route === undefined), {
    message: "Suggest an edit to one trail or one scout route.",
    path: ["trail"],
  });
export type EditRequestFields = Omit<z.infer<typeof editRequestFieldsSchema>, "photo">;

export const editRequestSchema = z.object({
  id: z.number().int(),
  guide: z.object({ kind: z.enum(["trail", "scout-route"]), id: z.number().int(), title: z.string(), href: z.string() }),
  field: z.enum(EDIT_REQUEST_FIELDS),
  proposed_text: z.string(),
  photo: photoSchema.nullable(),
  state: z.enum(REQUEST_STATES),
  decision_reason: z.string().nullable(),
  reviewed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type EditRequest = z.infer<typeof editRequestSchema>;

export const queuedEditRequestSchema = editRequestSchema.extend({ requester: requesterSchema });
export type QueuedEditRequest = z.infer<typeof queuedEditRequestSchema>;

export const assignmentRequestCreateSchema = z.object({
  state_code: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2,3}$/, "Use the state's two-letter code, such as UT.")
      .nullable()
      .optional(),
  ),
  area: z
    .string({ error: "Name the area." })
    .trim()
    .min(AUTHORING_LIMITS.assignmentArea.min, `Name the area in at least ${AUTHORING_LIMITS.assignmentArea.min} characters.`)
    .max(AUTHORING_LIMITS.assignmentArea.max, `Keep the area to ${AUTHORING_LIMITS.assignmentArea.max} characters or fewer.`),
  message: z
    .string({ error: "Say what you would like to work on." })
    .trim()
    .min(
      AUTHORING_LIMITS.assignmentMessage.min,
      `Write at least ${AUTHORING_LIMITS.assignmentMessage.min} characters about what you would like to work on.`,
    )
    .max(
      AUTHORING_LIMITS.assignmentMessage.max,
      `Keep the message to ${AUTHORING_LIMITS.assignmentMessage.max} characters or fewer.`,
    ),
});
export type AssignmentRequestCreate = z.infer<typeof assignmentRequestCreateSchema>;

export const assignmentRequestSchema = z.object({
  id: z.number().int(),
  area: z.string(),
  state_code: z.string().nullable(),
  message: z.string(),
  state: z.enum(REQUEST_STATES),
  created_at: isoDateTime,
});
export type AssignmentRequest = z.infer<typeof assignmentRequestSchema>;

export const queuedAssignmentRequestSchema = assignmentRequestSchema.extend({ requester: requesterSchema });
export type QueuedAssignmentRequest = z.infer<typeof queuedAssignmentRequestSchema>;

export const contributorRequestCreateSchema = z.object({
  requested_role: z.enum(CONTRIBUTOR_ROLES, { error: "Choose scout or writer." }),
  experience: z
    .string({ error: "Tell us about your experience." })
    .trim()
    .min(20, "Tell us about your experience in at least 20 characters.")
    .max(AUTHORING_LIMITS.experience, `Keep it to ${AUTHORING_LIMITS.experience} characters or fewer.`),
  areas: z
    .string({ error: "Name the areas you know." })
    .trim()
    .min(3, "Name the areas you know.")
    .max(AUTHORING_LIMITS.areas, `Keep the areas to ${AUTHORING_LIMITS.areas} characters or fewer.`),
  sample_link: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: "Enter a link starting with https://." })
      .max(2_000, "Enter a shorter link.")
      .optional(),
  ),
});
export type ContributorRequestCreate = z.infer<typeof contributorRequestCreateSchema>;

export const contributorRequestSchema = z.object({
  id: z.number().int(),
  requested_role: z.enum(CONTRIBUTOR_ROLES),
  experience: z.string(),
  areas: z.string(),
  sample_link: z.string().nullable(),
  state: z.enum(REQUEST_STATES),
  decision_reason: z.string().nullable(),
  reviewed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type ContributorRequest = z.infer<typeof contributorRequestSchema>;

export const queuedContributorRequestSchema = contributorRequestSchema.extend({
  requester: requesterSchema.extend({ access_type: z.enum(ROLES) }),
});
export type QueuedContributorRequest = z.infer<typeof queuedContributorRequestSchema>;

/** The staff lists: one state at a time, open unless asked. */
export const requestQueueQuerySchema = z.object({ state: z.enum(REQUEST_STATES).default("open") });

/** A queue's state filter: open unless asked, or every state. */
const queueState = z.enum([...REQUEST_STATES, "all"]).default("open");

/** /admin/edit-requests and its API: suggested edits searched by guide, requester or text, one state at a time. */
export const editRequestListQuerySchema = cmsListQuery({
  sorts: ["created_at", "field"],
  defaultOrder: "asc",
  filters: { state: queueState },
});
export type EditRequestListQuery = z.infer<typeof editRequestListQuerySchema>;
export const editRequestQueuePageSchema = cmsPageSchema(queuedEditRequestSchema);
export type EditRequestQueuePage = z.infer<typeof editRequestQueuePageSchema>;

/** /admin/contributor-requests and its API: applications searched by applicant, areas or experience. */
export const contributorRequestListQuerySchema = cmsListQuery({
  sorts: ["created_at", "requested_role", "name"],
  defaultOrder: "asc",
  filters: { state: queueState, role: z.enum(CONTRIBUTOR_ROLES).optional() },
});
export type ContributorRequestListQuery = z.infer<typeof contributorRequestListQuerySchema>;
export const contributorRequestQueuePageSchema = cmsPageSchema(queuedContributorRequestSchema);
export type ContributorRequestQueuePage = z.infer<typeof contributorRequestQueuePageSchema>;

/** Accepting a request: an optional note for the audit log (declining needs decisionReasonSchema). */
export const acceptanceSchema = z.object({
  reason: z.preprocess(emptyAsUndefined, decisionReasonSchema.shape.reason.optional()),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;
