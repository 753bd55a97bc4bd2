// /api/v2/admin/audit-log/: every staff change, searchable, filtered by record, action and days,
// as JSON or (format=csv) CSV. SUPER only.
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { auditLogPageSchema, auditLogQuerySchema, type AuditEntry } from "../../../shared/contracts/audit-log.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { validationHook } from "../../http/validation";
import { errorResponse } from "../../http/openapi-routes";
import type { Services } from "../../services";

const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: "When", cell: (entry) => entry.created_at },
  { header: "Staff", cell: (entry) => entry.actor?.email },
  { header: "Record type", cell: (entry) => entry.entity_type },
  { header: "Record", cell: (entry) => entry.entity_id },
  { header: "Action", cell: (entry) => entry.action },
  { header: "Before", cell: (entry) => (entry.before ? JSON.stringify(entry.before) : "") },
  { header: "After", cell: (entry) => (entry.after ? JSON.stringify(entry.after) : "") },
  { header: "Reason", cell: (entry) => entry.reason },
];

const listAuditLog = createRoute({
  method: "get",
  path: "/v2/admin/audit-log/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: ["Admin"],
  summary: "Staff changes, newest first: search (q), filter by record type, record, action and days; format=csv exports",
  request: { query: auditLogQuerySchema },
  responses: {
    200: cmsListResponse(auditLogPageSchema, "A page of the log, or with format=csv every matching entry as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a super user"),
  },
});

export function auditRoutes(services: Pick<Services, "audit">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(listAuditLog, async (c) => {
    const query = c.req.valid("query");
    const page = await services.audit.list(query);
    return respondWithCmsList(c, query, page, { columns: AUDIT_CSV_COLUMNS, fileName: "audit-log.csv" });
  });
}
