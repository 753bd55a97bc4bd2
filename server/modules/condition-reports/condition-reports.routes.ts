// /api/v2/trails/{id}/condition-reports/: a trail's recent condition reports (whoever reads its
// status) and a paid member's new report (multipart, with photos); /api/v2/admin/condition-reports/:
// staff (ADMIN or greater) list, confirm and reject them; /api/v2/map/condition-reports/: the map
// layer's recent counting reports. ADR 0060.
import { createRoute } from "@hono/zod-openapi";
import {
  conditionReportFeaturesSchema,
  conditionReportFieldsSchema,
  conditionReportListPageSchema,
  conditionReportListQuerySchema,
  conditionReportMapQuerySchema,
  conditionReportSchema,
  decisionReasonSchema,
  recentConditionReportsSchema,
  type ConditionReportListPage,
} from "../../../shared/contracts/condition-reports.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { CONDITION_REPORT_LIMITS } from "../../../shared/domain/condition-reports";
import { requireUser } from "../../http/authenticate";
import { uploadBodyLimit } from "../../http/body-limits";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "../guides/route-helpers";
import { MAX_PHOTO_BYTES } from "../photos/photo-renditions";
import { uploadedFilesOf } from "../photos/photo-upload";
import type { Services } from "../../services";

const TAGS = ["Condition reports"];

/** The report upload's path, exempt from the API-wide body limit: it sets its own after its check. */
export const CONDITION_REPORT_UPLOAD_PATH = /^\/v2\/trails\/\d+\/condition-reports\/$/;

const signedOut = errorResponse("Not signed in");
const notFound = errorResponse("No such report");
const staffOnly = errorResponse("Not staff");

type Row = ConditionReportListPage["results"][number];
const CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: "Id", cell: (row) => row.id },
  { header: "Trail", cell: (row) => row.trail.title },
  { header: "Condition", cell: (row) => row.condition },
  { header: "Seen", cell: (row) => row.observed_on },
  { header: "Reporter", cell: (row) => row.reporter.name },
  { header: "Trusted", cell: (row) => (row.reporter.is_trusted ? "yes" : "no") },
  { header: "State", cell: (row) => row.state },
  { header: "Note", cell: (row) => row.note },
  { header: "Reported", cell: (row) => row.created_at },
];

const listRecent = createRoute({
  method: "get",
  path: "/v2/trails/{id}/condition-reports/",
  tags: TAGS,
  summary: "A trail's recent unexpired condition reports and its status (the paid view, or anyone on a preview trail)",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  request: { params: guideParams },
  responses: {
    200: json(recentConditionReportsSchema, "The trail's status and its recent reports, newest seen first"),
    403: errorResponse("Part of All-Access membership"),
    404: errorResponse("No such published trail"),
  },
});

const createReport = createRoute({
  method: "post",
  path: "/v2/trails/{id}/condition-reports/",
  tags: TAGS,
  summary: `Report a trail's condition (paid members): condition, date seen, note, a point on the line and 0-${CONDITION_REPORT_LIMITS.photos} photos (multipart field "photos")`,
  middleware: [
    requires(ROUTE_RULES.conditionReporter),
    uploadBodyLimit(CONDITION_REPORT_LIMITS.photos * MAX_PHOTO_BYTES + 64 * 1024),
  ] as const,
  request: {
    params: guideParams,
    body: {
      content: {
        "multipart/form-data": {
          schema: conditionReportFieldsSchema,
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(conditionReportSchema, "The report, pending, or confirmed at once for a trusted reporter"),
    400: errorResponse("Invalid report, with the reason next to each field"),
    401: signedOut,
    403: errorResponse("Part of All-Access membership"),
    404: errorResponse("No such published trail"),
  },
});

const listReports = createRoute({
  method: "get",
  path: "/v2/admin/condition-reports/",
  tags: TAGS,
  summary:
    "Condition reports in one state (pending by default): search (q) by trail or reporter, sort, page; format=csv exports (ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  request: { query: conditionReportListQuerySchema },
  responses: {
    200: cmsListResponse(conditionReportListPageSchema, "A page of reports, or with format=csv every match as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: staffOnly,
  },
});

const decided = {
  200: json(conditionReportSchema, "The decided report"),
  401: signedOut,
  403: staffOnly,
  404: notFound,
  409: errorResponse("Already decided"),
};

const confirmReport = createRoute({
  method: "post",
  path: "/v2/admin/condition-reports/{id}/confirm/",
  tags: TAGS,
  summary: "Confirm a pending report: it counts, and the trail takes its status when it is the newest (ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  request: { params: guideParams },
  responses: decided,
});

const rejectReport = createRoute({
  method: "post",
  path: "/v2/admin/condition-reports/{id}/reject/",
  tags: TAGS,
  summary: "Reject a report with a reason (ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  request: { params: guideParams, body: jsonBody(decisionReasonSchema) },
  responses: { ...decided, 400: errorResponse("No reason given") },
});

const mapReports = createRoute({
  method: "get",
  path: "/v2/map/condition-reports/",
  tags: TAGS,
  summary:
    "Recent counting condition reports with a point, as GeoJSON, inside bbox when given: every trail's for paid readers, preview trails' for others",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  request: { query: conditionReportMapQuerySchema },
  responses: {
    200: json(conditionReportFeaturesSchema, "The reports as points"),
    400: errorResponse("A bad bbox"),
  },
});

export function conditionReportRoutes(services: Pick<Services, "conditionReports" | "photos">) {
  return apiRouter()
    .openapi(listRecent, async (c) => {
      c.header("cache-control", "private, no-store");
      return c.json(await services.conditionReports.recent(c.var.user, c.req.valid("param").id), 200);
    })
    .openapi(createReport, async (c) => {
      const { photos, ...fields } = c.req.valid("form");
      const buffers = await uploadedFilesOf(photos);
      const report = await services.conditionReports.create(
        requireUser(c),
        c.req.valid("param").id,
        fields,
        buffers,
        services.photos,
      );
      return c.json(report, 201);
    })
    .openapi(listReports, async (c) => {
      const query = c.req.valid("query");
      const page = await services.conditionReports.list(query);
      return respondWithCmsList(c, query, page, { columns: CSV_COLUMNS, fileName: "condition-reports.csv" });
    })
    .openapi(confirmReport, async (c) =>
      c.json(await services.conditionReports.confirm(requireUser(c), c.req.valid("param").id), 200),
    )
    .openapi(rejectReport, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await services.conditionReports.reject(requireUser(c), c.req.valid("param").id, reason), 200);
    })
    .openapi(mapReports, async (c) => {
      c.header("cache-control", "private, no-store");
      return c.json(await services.conditionReports.mapFeatures(c.var.user, c.req.valid("query").bbox ?? null), 200);
    });
}
