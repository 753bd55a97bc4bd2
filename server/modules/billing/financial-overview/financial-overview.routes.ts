// /api/v2/admin/financial-overview/: revenue, memberships, trials, gifts, coupons and refunds over a
// range of UTC days, and the revenue by day as CSV. SUPER only (401 signed out, 403 below SUPER).
import { ROUTE_RULES } from "../../../../shared/domain/access";
import { requires } from "../../../http/route-access";
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { financialOverviewQuerySchema, financialOverviewSchema } from "../../../../shared/contracts/financial-overview.contract";
import type { AppEnv } from "../../../http/app-env";
import { validationHook } from "../../../http/validation";
import { errorResponse, json } from "../../../http/openapi-routes";
import type { Services } from "../../../services";

const TAGS = ["Admin"];
const rangeResponses = {
  400: errorResponse("A day that is not YYYY-MM-DD, a range that runs backwards, or one longer than 731 days"),
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a super user"),
};

const getOverview = createRoute({
  method: "get",
  path: "/v2/admin/financial-overview/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "The financial overview of ?from to ?to (YYYY-MM-DD, inclusive, UTC; default the last 30 days). SUPER only",
  request: { query: financialOverviewQuerySchema },
  responses: { 200: json(financialOverviewSchema, "The overview"), ...rangeResponses },
});

const exportCsv = createRoute({
  method: "get",
  path: "/v2/admin/financial-overview/export.csv",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Revenue by day of ?from to ?to as CSV (date, payments, gross, refunds, net), then the totals. SUPER only",
  request: { query: financialOverviewQuerySchema },
  responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } }, ...rangeResponses },
});

export function financialOverviewRoutes(services: Pick<Services, "financialOverview">) {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.openapi(getOverview, async (c) =>
    c.json(await services.financialOverview.overview(c.var.user, c.req.valid("query")), 200),
  );
  router.openapi(exportCsv, async (c) => {
    const { fileName, csv } = await services.financialOverview.exportCsv(c.var.user, c.req.valid("query"));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    });
  });
  return router;
}
