// /api/v2/admin/gpx-downloads/: the GPX download log, searchable by reader or guide, filtered by
// guide kind, state and days, as JSON or (format=csv) CSV. SUPER only.
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  gpxDownloadsPageSchema,
  gpxDownloadsQuerySchema,
  type GpxDownload,
} from "../../../shared/contracts/gpx-downloads.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { validationHook } from "../../http/validation";
import { errorResponse } from "../../http/openapi-routes";
import type { Services } from "../../services";

const GPX_DOWNLOADS_CSV_COLUMNS: CsvColumn<GpxDownload>[] = [
  { header: "When", cell: (download) => download.created_at },
  { header: "Kind", cell: (download) => download.guide.kind },
  { header: "Guide", cell: (download) => download.guide.title },
  { header: "Guide id", cell: (download) => download.guide.id },
  { header: "State", cell: (download) => download.guide.state.code },
  { header: "Reader", cell: (download) => download.user?.name },
  { header: "E-mail", cell: (download) => download.user?.email },
];

const listGpxDownloads = createRoute({
  method: "get",
  path: "/v2/admin/gpx-downloads/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: ["Admin"],
  summary: "GPX downloads, newest first: search readers and guides (q), filter by kind, state and days; format=csv exports",
  request: { query: gpxDownloadsQuerySchema },
  responses: {
    200: cmsListResponse(gpxDownloadsPageSchema, "A page of the log, or with format=csv every matching download as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a super user"),
  },
});

export function gpxDownloadsAdminRoutes(services: Pick<Services, "gpxDownloadsAdmin">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(listGpxDownloads, async (c) => {
    const query = c.req.valid("query");
    const page = await services.gpxDownloadsAdmin.list(query);
    return respondWithCmsList(c, query, page, { columns: GPX_DOWNLOADS_CSV_COLUMNS, fileName: "gpx-downloads.csv" });
  });
}
