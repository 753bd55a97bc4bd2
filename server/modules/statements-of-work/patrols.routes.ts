// /api/v2/patrols/: staff assign a patrol (ADMIN or greater), the assignee or staff read it, the
// assignee files the report (multipart, with photos) and staff accept or reject it. ADR 0043.
import { createRoute, z } from "@hono/zod-openapi";
import {
  decisionReasonSchema,
  patrolCreateSchema,
  patrolListPageSchema,
  patrolListQuerySchema,
  patrolReportFieldsSchema,
  patrolSchema,
  type PatrolRow,
} from "../../../shared/contracts/patrol.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { AUTHORING_LIMITS } from "../../../shared/domain/authoring";
import { requireUser } from "../../http/authenticate";
import { uploadBodyLimit } from "../../http/body-limits";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "../guides/route-helpers";
import { MAX_PHOTO_BYTES } from "../photos/photo-renditions";
import { uploadedFilesOf } from "../photos/photo-upload";
import type { Services } from "../../services";

const TAGS = ["Patrols"];

/** The report upload's path, exempt from the API-wide body limit: it sets its own after its check. */
export const PATROL_REPORT_UPLOAD_PATH = /^\/v2\/patrols\/\d+\/report\/$/;

const signedOut = errorResponse("Not signed in");
const notFound = errorResponse("No such patrol, or not the caller's");
const staffOnly = errorResponse("Not staff");

const PATROL_CSV_COLUMNS: CsvColumn<PatrolRow>[] = [
  { header: "Id", cell: (row) => row.id },
  { header: "Trail", cell: (row) => row.trail.title },
  { header: "Assignee", cell: (row) => row.assignee.name },
  { header: "Assignee e-mail", cell: (row) => row.assignee.email },
  { header: "Due", cell: (row) => row.due_on },
  { header: "State", cell: (row) => row.state },
  { header: "Overdue", cell: (row) => (row.is_overdue ? "yes" : "no") },
  { header: "Reported", cell: (row) => row.reported_at },
  { header: "Assigned", cell: (row) => row.created_at },
];

const listPatrols = createRoute({
  method: "get",
  path: "/v2/admin/patrols/",
  tags: TAGS,
  summary: "Every patrol: search (q) by trail or assignee, filter by state or lateness, sort, page; format=csv exports (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { query: patrolListQuerySchema },
  responses: {
    200: cmsListResponse(patrolListPageSchema, "A page of patrols, or with format=csv every match as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: errorResponse("Not SUPER"),
  },
});

const getPatrol = createRoute({
  method: "get",
  path: "/v2/patrols/{id}/",
  tags: TAGS,
  summary: "One patrol with its report (the assignee, or ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.patrolReader)] as const,
  request: { params: guideParams },
  responses: { 200: json(patrolSchema, "The patrol"), 401: signedOut, 403: errorResponse("Not a contributor"), 404: notFound },
});

const assignPatrol = createRoute({
  method: "post",
  path: "/v2/patrols/",
  tags: TAGS,
  summary: "Ask a contributor (by e-mail) to patrol a trail by a date, optionally under a statement of work (ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  request: { body: jsonBody(patrolCreateSchema) },
  responses: {
    201: json(patrolSchema, "The patrol, assigned"),
    400: errorResponse("Invalid fields, with the reason next to each"),
    401: signedOut,
    403: staffOnly,
  },
});

const reportPatrol = createRoute({
  method: "post",
  path: "/v2/patrols/{id}/report/",
  tags: TAGS,
  summary: `File a patrol's report (its assignee): date, conditions, status, concerns and 0-${AUTHORING_LIMITS.patrolPhotos} photos (multipart field "photos")`,
  middleware: [
    requires(ROUTE_RULES.patrolReporter),
    uploadBodyLimit(AUTHORING_LIMITS.patrolPhotos * MAX_PHOTO_BYTES + 64 * 1024),
  ] as const,
  request: {
    params: guideParams,
    body: {
      content: {
        "multipart/form-data": {
          schema: patrolReportFieldsSchema.extend({
            photos: z
              .unknown()
              .optional()
              .openapi({ type: "array", items: { type: "string", format: "binary" } }),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(patrolSchema, "The patrol, reported"),
    400: errorResponse("Invalid report, with the reason next to each field"),
    401: signedOut,
    403: errorResponse("Not the assignee"),
    404: notFound,
    409: errorResponse("Already reported"),
  },
});

const decided = {
  200: json(patrolSchema, "The decided patrol"),
  401: signedOut,
  403: staffOnly,
  404: notFound,
  409: errorResponse("No report waiting for a decision"),
};

const acceptPatrol = createRoute({
  method: "post",
  path: "/v2/patrols/{id}/accept/",
  tags: TAGS,
  summary: "Accept a patrol's report: the trail takes the reported status, dated when it was reported (ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  request: { params: guideParams },
  responses: decided,
});

const rejectPatrol = createRoute({
  method: "post",
  path: "/v2/patrols/{id}/reject/",
  tags: TAGS,
  summary: "Reject a patrol's report with a reason (ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  request: { params: guideParams, body: jsonBody(decisionReasonSchema) },
  responses: { ...decided, 400: errorResponse("No reason given") },
});

export function patrolRoutes(services: Pick<Services, "patrols" | "photos">) {
  return apiRouter()
    .openapi(listPatrols, async (c) => {
      const query = c.req.valid("query");
      const page = await services.patrols.list(query);
      return respondWithCmsList(c, query, page, { columns: PATROL_CSV_COLUMNS, fileName: "patrols.csv" });
    })
    .openapi(getPatrol, async (c) => c.json(await services.patrols.get(requireUser(c), c.req.valid("param").id), 200))
    .openapi(assignPatrol, async (c) => c.json(await services.patrols.assign(requireUser(c), c.req.valid("json")), 201))
    .openapi(reportPatrol, async (c) => {
      const { photos, ...fields } = c.req.valid("form");
      const { id } = c.req.valid("param");
      const buffers = await uploadedFilesOf(photos);
      return c.json(await services.patrols.report(requireUser(c), id, fields, buffers, services.photos), 200);
    })
    .openapi(acceptPatrol, async (c) => c.json(await services.patrols.accept(requireUser(c), c.req.valid("param").id), 200))
    .openapi(rejectPatrol, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await services.patrols.reject(requireUser(c), c.req.valid("param").id, reason), 200);
    });
}
