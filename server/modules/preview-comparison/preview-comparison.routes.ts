// /api/v2/admin/preview-trail-comparison/: All-Access Previews by state (states/) and each published
// scout route's closest preview (scout-routes/), as JSON or (format=csv) CSV. SUPER only (ADR 0055).
import { createRoute } from "@hono/zod-openapi";
import {
  previewStatesPageSchema,
  previewStatesQuerySchema,
  scoutRoutePreviewsPageSchema,
  scoutRoutePreviewsQuerySchema,
  type PreviewState,
  type ScoutRoutePreview,
} from "../../../shared/contracts/preview-comparison.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse } from "../../http/openapi-routes";
import type { Services } from "../../services";

const STATE_CSV_COLUMNS: CsvColumn<PreviewState>[] = [
  { header: "State", cell: (state) => state.title },
  { header: "Code", cell: (state) => state.code },
  { header: "Published trails", cell: (state) => state.published_trails },
  { header: "Preview trails", cell: (state) => state.previews.length },
  { header: "Previews", cell: (state) => state.previews.map((trail) => trail.title).join("; ") },
  { header: "No preview", cell: (state) => (state.previews.length === 0 ? "yes" : "no") },
];

const SCOUT_ROUTE_CSV_COLUMNS: CsvColumn<ScoutRoutePreview>[] = [
  { header: "Scout route", cell: (route) => route.title },
  { header: "State", cell: (route) => route.state.code },
  { header: "Closest preview", cell: (route) => route.nearest?.title },
  { header: "Preview state", cell: (route) => route.nearest?.state_code },
  { header: "Distance (mi)", cell: (route) => route.nearest?.distance },
];

const BASE = "/v2/admin/preview-trail-comparison";
const refusals = {
  400: errorResponse("A filter that is not valid"),
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a super user"),
};

const listStates = createRoute({
  method: "get",
  path: `${BASE}/states/`,
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: ["Admin"],
  summary: "States with published trails, their preview trails, and whether they have none; format=csv exports",
  request: { query: previewStatesQuerySchema },
  responses: { 200: cmsListResponse(previewStatesPageSchema, "A page of states, or every matching state as CSV"), ...refusals },
});

const listScoutRoutes = createRoute({
  method: "get",
  path: `${BASE}/scout-routes/`,
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: ["Admin"],
  summary: "Published scout routes with the closest preview their paywall shows and its distance; format=csv exports",
  request: { query: scoutRoutePreviewsQuerySchema },
  responses: {
    200: cmsListResponse(scoutRoutePreviewsPageSchema, "A page of scout routes, or every matching one as CSV"),
    ...refusals,
  },
});

export function previewComparisonRoutes(services: Pick<Services, "previewComparison">) {
  return apiRouter()
    .openapi(listStates, async (c) => {
      const query = c.req.valid("query");
      const page = await services.previewComparison.listStates(query);
      return respondWithCmsList(c, query, page, { columns: STATE_CSV_COLUMNS, fileName: "preview-trails-by-state.csv" });
    })
    .openapi(listScoutRoutes, async (c) => {
      const query = c.req.valid("query");
      const page = await services.previewComparison.listScoutRoutes(query);
      return respondWithCmsList(c, query, page, { columns: SCOUT_ROUTE_CSV_COLUMNS, fileName: "scout-route-previews.csv" });
    });
}
