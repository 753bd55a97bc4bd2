// The three kinds of request (ADR 0043): /api/v2/edit-requests/ (signed in, multipart with an
// optional photo), /api/v2/assignment-requests/ (SCOUT or greater), /api/v2/contributor-requests/
// (signed in); the staff lists and decisions under /api/v2/admin/ (ADMIN or greater).
import { createRoute, z } from "@hono/zod-openapi";
import {
  acceptanceSchema,
  assignmentRequestCreateSchema,
  assignmentRequestSchema,
  contributorRequestCreateSchema,
  contributorRequestListQuerySchema,
  contributorRequestQueuePageSchema,
  contributorRequestSchema,
  editRequestFieldsSchema,
  editRequestListQuerySchema,
  editRequestQueuePageSchema,
  editRequestSchema,
  queuedAssignmentRequestSchema,
  queuedContributorRequestSchema,
  queuedEditRequestSchema,
  requestQueueQuerySchema,
  type QueuedContributorRequest,
  type QueuedEditRequest,
} from "../../../shared/contracts/authoring-requests.contract";
import { decisionReasonSchema } from "../../../shared/contracts/patrol.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "../guides/route-helpers";
import { photoUploadLimit, uploadedFilesOf } from "../photos/photo-upload";
import type { Services } from "../../services";

/** The suggestion upload's path, exempt from the API-wide body limit: it sets its own after its check. */
export const EDIT_REQUEST_UPLOAD_PATH = /^\/v2\/edit-requests\/$/;

const signedOut = errorResponse("Not signed in");
const staffOnly = errorResponse("Not staff");
const invalid = errorResponse("Invalid fields, with the reason next to each");
const results = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

const suggestEdit = createRoute({
  method: "post",
  path: "/v2/edit-requests/",
  tags: ["Edit requests"],
  summary: 'Suggest an edit to one part of a trail or scout route, with an optional photo (multipart field "photo")',
  middleware: [requires(ROUTE_RULES.signedIn), photoUploadLimit()] as const,
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: editRequestFieldsSchema.safeExtend({
            photo: z.unknown().optional().openapi({ type: "string", format: "binary" }),
          }),
        },
      },
      required: true,
    },
  },
  responses: { 201: json(editRequestSchema, "The suggestion, waiting for staff"), 400: invalid, 401: signedOut },
});

const requestAssignment = createRoute({
  method: "post",
  path: "/v2/assignment-requests/",
  tags: ["Assignment requests"],
  summary: "Ask for an assignment in an area (SCOUT or greater)",
  middleware: [requires(ROUTE_RULES.scout)] as const,
  request: { body: jsonBody(assignmentRequestCreateSchema) },
  responses: {
    201: json(assignmentRequestSchema, "The request, waiting for staff"),
    400: invalid,
    401: signedOut,
    403: errorResponse("Not a contributor"),
  },
});

const myAssignmentRequests = createRoute({
  method: "get",
  path: "/v2/assignment-requests/mine/",
  tags: ["Assignment requests"],
  summary: "The caller's assignment requests, newest first (SCOUT or greater)",
  middleware: [requires(ROUTE_RULES.scout)] as const,
  responses: {
    200: json(results(assignmentRequestSchema), "The requests"),
    401: signedOut,
    403: errorResponse("Not a contributor"),
  },
});

const applyToContribute = createRoute({
  method: "post",
  path: "/v2/contributor-requests/",
  tags: ["Contributor requests"],
  summary: "Apply to become a scout or a writer (signed in; one application open at a time)",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  request: { body: jsonBody(contributorRequestCreateSchema) },
  responses: {
    201: json(contributorRequestSchema, "The application, waiting for staff"),
    400: invalid,
    401: signedOut,
    409: errorResponse("An application is already open"),
  },
});

const EDIT_REQUEST_CSV_COLUMNS: CsvColumn<QueuedEditRequest>[] = [
  { header: "Id", cell: (row) => row.id },
  { header: "Sent", cell: (row) => row.created_at },
  { header: "Requester", cell: (row) => row.requester.name },
  { header: "Requester e-mail", cell: (row) => row.requester.email },
  { header: "Guide", cell: (row) => row.guide.title },
  { header: "Guide kind", cell: (row) => row.guide.kind },
  { header: "Field", cell: (row) => row.field },
  { header: "Proposed text", cell: (row) => row.proposed_text },
  { header: "Photo", cell: (row) => (row.photo ? "yes" : "no") },
  { header: "State", cell: (row) => row.state },
  { header: "Decline reason", cell: (row) => row.decision_reason },
  { header: "Decided", cell: (row) => row.reviewed_at },
];

const CONTRIBUTOR_REQUEST_CSV_COLUMNS: CsvColumn<QueuedContributorRequest>[] = [
  { header: "Id", cell: (row) => row.id },
  { header: "Sent", cell: (row) => row.created_at },
  { header: "Applicant", cell: (row) => row.requester.name },
  { header: "Applicant e-mail", cell: (row) => row.requester.email },
  { header: "Current role", cell: (row) => row.requester.access_type },
  { header: "Role asked for", cell: (row) => row.requested_role },
  { header: "Areas", cell: (row) => row.areas },
  { header: "Experience", cell: (row) => row.experience },
  { header: "Sample", cell: (row) => row.sample_link },
  { header: "State", cell: (row) => row.state },
  { header: "Decline reason", cell: (row) => row.decision_reason },
  { header: "Decided", cell: (row) => row.reviewed_at },
];

const queueRoute = <T extends z.ZodType>(path: string, tag: string, item: T) =>
  createRoute({
    method: "get",
    path,
    tags: [tag],
    summary: `${tag} in one state, oldest first (ADMIN or greater)`,
    middleware: [requires(ROUTE_RULES.admin)] as const,
    request: { query: requestQueueQuerySchema },
    responses: { 200: json(results(item), "The requests"), 400: invalid, 401: signedOut, 403: staffOnly },
  });

/** A staff queue as a list: search, state filter, sort and pages; format=csv exports it. */
const cmsQueueRoute = <Q extends z.ZodObject, P extends z.ZodType>(path: string, tag: string, query: Q, page: P) =>
  createRoute({
    method: "get",
    path,
    tags: [tag],
    summary: `${tag}: search (q), filter by state (open unless asked; "all" for every one), sort, page; format=csv exports (ADMIN or greater)`,
    middleware: [requires(ROUTE_RULES.admin)] as const,
    request: { query },
    responses: {
      200: cmsListResponse(page, "A page of the queue, or with format=csv every match as CSV"),
      400: invalid,
      401: signedOut,
      403: staffOnly,
    },
  });

const decided = <T extends z.ZodType>(item: T) => ({
  200: json(item, "The decided request"),
  401: signedOut,
  403: staffOnly,
  404: errorResponse("No such request"),
  409: errorResponse("Already decided"),
});

const acceptRoute = <T extends z.ZodType>(path: string, tag: string, item: T, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags: [tag],
    summary,
    middleware: [requires(ROUTE_RULES.admin)] as const,
    request: {
      params: guideParams,
      body: { content: { "application/json": { schema: acceptanceSchema } }, required: false },
    },
    responses: { ...decided(item), 400: errorResponse("A note that is too long") },
  });

const declineRoute = <T extends z.ZodType>(path: string, tag: string, item: T, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags: [tag],
    summary,
    middleware: [requires(ROUTE_RULES.admin)] as const,
    request: { params: guideParams, body: jsonBody(decisionReasonSchema) },
    responses: { ...decided(item), 400: errorResponse("No reason given") },
  });

const EDIT_TAG = "Edit requests";
const CONTRIBUTOR_TAG = "Contributor requests";
const editQueue = cmsQueueRoute("/v2/admin/edit-requests/", EDIT_TAG, editRequestListQuerySchema, editRequestQueuePageSchema);
const assignmentQueue = queueRoute("/v2/admin/assignment-requests/", "Assignment requests", queuedAssignmentRequestSchema);
const contributorQueue = cmsQueueRoute(
  "/v2/admin/contributor-requests/",
  CONTRIBUTOR_TAG,
  contributorRequestListQuerySchema,
  contributorRequestQueuePageSchema,
);
const acceptEdit = acceptRoute(
  "/v2/admin/edit-requests/{id}/accept/",
  EDIT_TAG,
  queuedEditRequestSchema,
  "Accept a suggested edit, with an optional note for the audit log",
);
const declineEdit = declineRoute(
  "/v2/admin/edit-requests/{id}/decline/",
  EDIT_TAG,
  queuedEditRequestSchema,
  "Decline a suggested edit with a reason",
);
const acceptContributor = acceptRoute(
  "/v2/admin/contributor-requests/{id}/accept/",
  CONTRIBUTOR_TAG,
  queuedContributorRequestSchema,
  "Accept an application (optional note for the audit log): the applicant's role rises to the one asked for, and they are e-mailed",
);
const declineContributor = declineRoute(
  "/v2/admin/contributor-requests/{id}/decline/",
  CONTRIBUTOR_TAG,
  queuedContributorRequestSchema,
  "Decline an application with the reason the applicant is e-mailed",
);

export function requestRoutes(services: Pick<Services, "photos" | "requests">) {
  return apiRouter()
    .openapi(suggestEdit, async (c) => {
      const { photo, ...fields } = c.req.valid("form");
      const photos = await uploadedFilesOf(photo);
      return c.json(await services.requests.suggestEdit(requireUser(c), fields, photos, services.photos), 201);
    })
    .openapi(requestAssignment, async (c) =>
      c.json(await services.requests.requestAssignment(requireUser(c), c.req.valid("json")), 201),
    )
    .openapi(myAssignmentRequests, async (c) =>
      c.json({ results: await services.requests.myAssignmentRequests(requireUser(c)) }, 200),
    )
    .openapi(applyToContribute, async (c) =>
      c.json(await services.requests.applyToContribute(requireUser(c), c.req.valid("json")), 201),
    )
    .openapi(editQueue, async (c) => {
      const query = c.req.valid("query");
      const page = await services.requests.editRequestQueue(query);
      return respondWithCmsList(c, query, page, { columns: EDIT_REQUEST_CSV_COLUMNS, fileName: "edit-requests.csv" });
    })
    .openapi(assignmentQueue, async (c) =>
      c.json({ results: await services.requests.assignmentRequestQueue(c.req.valid("query").state) }, 200),
    )
    .openapi(contributorQueue, async (c) => {
      const query = c.req.valid("query");
      const page = await services.requests.contributorRequestQueue(query);
      return respondWithCmsList(c, query, page, {
        columns: CONTRIBUTOR_REQUEST_CSV_COLUMNS,
        fileName: "contributor-requests.csv",
      });
    })
    .openapi(acceptEdit, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await services.requests.acceptEditRequest(requireUser(c), c.req.valid("param").id, reason), 200);
    })
    .openapi(declineEdit, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await services.requests.declineEditRequest(requireUser(c), c.req.valid("param").id, reason), 200);
    })
    .openapi(acceptContributor, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await services.requests.acceptContributorRequest(requireUser(c), c.req.valid("param").id, reason), 200);
    })
    .openapi(declineContributor, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await services.requests.declineContributorRequest(requireUser(c), c.req.valid("param").id, reason), 200);
    });
}
