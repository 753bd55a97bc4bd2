// /api/v2/admin/trail-cms/, /scout-route-cms/ and /publishing-cms/ (SUPER): every guide as a staff
// list (JSON or, with format=csv, CSV), bulk publish and unpublish, a trail's flags, the workflow
// queue, and a guide's publishing time. /api/v2/admin/review-queue/ (ADMIN or greater, ADR 0042): the
// guides waiting on the reviewers, who act on them through the workflow endpoint.
import { createRoute } from "@hono/zod-openapi";
import {
  bulkWorkflowResultSchema,
  bulkWorkflowSchema,
  publishingQueuePageSchema,
  publishingQueueQuerySchema,
  publishingScheduleResultSchema,
  publishingScheduleSchema,
  reviewQueueQuerySchema,
  scoutRouteCmsPageSchema,
  scoutRouteCmsQuerySchema,
  trailCmsPageSchema,
  trailCmsQuerySchema,
  trailFlagChangeSchema,
  trailFlagsSchema,
  type PublishingQueueRow,
  type ScoutRouteCmsRow,
  type TrailCmsRow,
} from "../../../shared/contracts/guide-admin.contract";
import type { GuideKind } from "../../../shared/contracts/guide-editor.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { GUIDE_KIND_ROUTES, guideParams } from "../guides/route-helpers";
import type { Services } from "../../services";

const TAGS = ["Admin"];
const signedOut = errorResponse("Not signed in");
const notSuper = errorResponse("Not a super user");
const CMS_SEGMENTS = { trail: "trail-cms", "scout-route": "scout-route-cms" } as const satisfies Record<GuideKind, string>;

const GUIDE_CSV_COLUMNS: CsvColumn<ScoutRouteCmsRow>[] = [
  { header: "Id", cell: (row) => row.id },
  { header: "Title", cell: (row) => row.title },
  { header: "State", cell: (row) => row.state.code },
  { header: "Workflow state", cell: (row) => row.workflow_state },
  { header: "Author", cell: (row) => row.author?.name },
  { header: "Original publish date", cell: (row) => row.original_publish_date },
  { header: "Last published", cell: (row) => row.last_published_date },
  { header: "New edition date", cell: (row) => row.new_edition_date },
  { header: "Reviews", cell: (row) => row.review_count },
  { header: "Publish at", cell: (row) => row.publish_at },
  { header: "Page", cell: (row) => row.page_path },
];

const TRAIL_CSV_COLUMNS: CsvColumn<TrailCmsRow>[] = [
  ...GUIDE_CSV_COLUMNS,
  { header: "All-Access Preview", cell: (row) => (row.is_preview ? "yes" : "no") },
  { header: "Badge of Honor", cell: (row) => (row.is_boh ? "yes" : "no") },
];

const QUEUE_CSV_COLUMNS: CsvColumn<PublishingQueueRow>[] = [
  { header: "Kind", cell: (row) => row.kind },
  { header: "Id", cell: (row) => row.id },
  { header: "Title", cell: (row) => row.title },
  { header: "State", cell: (row) => row.state.code },
  { header: "Workflow state", cell: (row) => row.workflow_state },
  { header: "Author", cell: (row) => row.author?.name },
  { header: "Waiting since", cell: (row) => row.waiting_since },
  { header: "Publish at", cell: (row) => row.publish_at },
];

const listTrails = createRoute({
  method: "get",
  path: "/v2/admin/trail-cms/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Every trail in any workflow state: search the title, filter by state, workflow state and flag; format=csv exports",
  request: { query: trailCmsQuerySchema },
  responses: {
    200: cmsListResponse(trailCmsPageSchema, "A page of trails, or with format=csv every matching trail as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: notSuper,
  },
});

const listScoutRoutes = createRoute({
  method: "get",
  path: "/v2/admin/scout-route-cms/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Every scout route in any workflow state: search the title, filter by state and workflow state; format=csv exports",
  request: { query: scoutRouteCmsQuerySchema },
  responses: {
    200: cmsListResponse(scoutRouteCmsPageSchema, "A page of scout routes, or with format=csv every matching route as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: notSuper,
  },
});

const bulkWorkflow = (kind: GuideKind) =>
  createRoute({
    method: "post",
    path: `/v2/admin/${CMS_SEGMENTS[kind]}/bulk-workflow/`,
    middleware: [requires(ROUTE_RULES.super)] as const,
    tags: TAGS,
    summary: `Publish or unpublish several ${GUIDE_KIND_ROUTES[kind].segment}, each on its own; those the workflow refuses are reported`,
    request: { body: jsonBody(bulkWorkflowSchema) },
    responses: {
      200: json(bulkWorkflowResultSchema, "Each guide's outcome"),
      400: errorResponse("No guides chosen, or an unknown action"),
      401: signedOut,
      403: notSuper,
    },
  });

const setTrailFlag = createRoute({
  method: "patch",
  path: "/v2/admin/trail-cms/{id}/flags/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Turn a trail's All-Access Preview or Badge of Honor flag on or off, with a reason",
  request: { params: guideParams, body: jsonBody(trailFlagChangeSchema) },
  responses: {
    200: json(trailFlagsSchema, "The trail's flags now"),
    400: errorResponse("No reason, or an unknown flag"),
    401: signedOut,
    403: notSuper,
    404: errorResponse("No such trail"),
  },
});

const listQueue = createRoute({
  method: "get",
  path: "/v2/admin/publishing-cms/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "The workflow queue: submitted and accepted guides of both kinds, oldest waiting first; format=csv exports",
  request: { query: publishingQueueQuerySchema },
  responses: {
    200: cmsListResponse(publishingQueuePageSchema, "A page of the queue, or with format=csv the whole queue as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: notSuper,
  },
});

const listReviewQueue = createRoute({
  method: "get",
  path: "/v2/admin/review-queue/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary:
    "The review queue (ADMIN or greater): submitted guides of both kinds, or with workflow_state=accepted those to publish, oldest waiting first; format=csv exports",
  request: { query: reviewQueueQuerySchema },
  responses: {
    200: cmsListResponse(publishingQueuePageSchema, "A page of the queue, or with format=csv the whole queue as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: errorResponse("Below ADMIN"),
  },
});

const scheduleResponses = (kind: GuideKind) => ({
  200: json(publishingScheduleResultSchema, "The guide's publishing time now"),
  401: signedOut,
  403: notSuper,
  404: errorResponse(`No such ${GUIDE_KIND_ROUTES[kind].noun}`),
  409: errorResponse("The guide is not accepted"),
});

const schedule = (kind: GuideKind) =>
  createRoute({
    method: "put",
    path: `/v2/admin/publishing-cms/${GUIDE_KIND_ROUTES[kind].segment}/{id}/schedule/`,
    middleware: [requires(ROUTE_RULES.super)] as const,
    tags: TAGS,
    summary: `Publish an accepted ${GUIDE_KIND_ROUTES[kind].noun} at a time to come (ISO 8601); the publishing job does it then`,
    request: { params: guideParams, body: jsonBody(publishingScheduleSchema) },
    responses: { ...scheduleResponses(kind), 400: errorResponse("No time, or a time already past") },
  });

const cancelSchedule = (kind: GuideKind) =>
  createRoute({
    method: "delete",
    path: `/v2/admin/publishing-cms/${GUIDE_KIND_ROUTES[kind].segment}/{id}/schedule/`,
    middleware: [requires(ROUTE_RULES.super)] as const,
    tags: TAGS,
    summary: `Take an accepted ${GUIDE_KIND_ROUTES[kind].noun} off the publishing schedule`,
    request: { params: guideParams },
    responses: scheduleResponses(kind),
  });

type GuideAdminServices = Pick<Services, "guideAdmin">;

function kindRoutes(kind: GuideKind, services: GuideAdminServices) {
  return apiRouter()
    .openapi(bulkWorkflow(kind), async (c) =>
      c.json(await services.guideAdmin.bulkWorkflow(kind, c.req.valid("json"), requireUser(c)), 200),
    )
    .openapi(schedule(kind), async (c) =>
      c.json(await services.guideAdmin.schedule(kind, c.req.valid("param").id, c.req.valid("json"), requireUser(c)), 200),
    )
    .openapi(cancelSchedule(kind), async (c) =>
      c.json(await services.guideAdmin.cancelSchedule(kind, c.req.valid("param").id, requireUser(c)), 200),
    );
}

export function guideAdminRoutes(services: GuideAdminServices) {
  return apiRouter()
    .openapi(listTrails, async (c) => {
      const query = c.req.valid("query");
      const page = await services.guideAdmin.listTrails(query);
      return respondWithCmsList(c, query, page, { columns: TRAIL_CSV_COLUMNS, fileName: "trails.csv" });
    })
    .openapi(listScoutRoutes, async (c) => {
      const query = c.req.valid("query");
      const page = await services.guideAdmin.listScoutRoutes(query);
      return respondWithCmsList(c, query, page, { columns: GUIDE_CSV_COLUMNS, fileName: "scout-routes.csv" });
    })
    .openapi(setTrailFlag, async (c) =>
      c.json(await services.guideAdmin.setTrailFlag(c.req.valid("param").id, c.req.valid("json"), requireUser(c)), 200),
    )
    .openapi(listQueue, async (c) => {
      const query = c.req.valid("query");
      const page = await services.guideAdmin.listQueue(query);
      return respondWithCmsList(c, query, page, { columns: QUEUE_CSV_COLUMNS, fileName: "publishing-queue.csv" });
    })
    .openapi(listReviewQueue, async (c) => {
      const query = c.req.valid("query");
      const page = await services.guideAdmin.listQueue(query);
      return respondWithCmsList(c, query, page, { columns: QUEUE_CSV_COLUMNS, fileName: "review-queue.csv" });
    })
    .route("/", kindRoutes("trail", services))
    .route("/", kindRoutes("scout-route", services));
}
