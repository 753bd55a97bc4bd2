// GPX downloads of both guide kinds (issue: downloads and directions): for readers who may see the
// guide in full, each download logged.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import type { GuideKind } from "./guides.repository";
import { apiRouter, errorResponse } from "../../http/openapi-routes";
import { GUIDE_KIND_ROUTES, guideParams } from "./route-helpers";
import type { Services } from "../../services";

const gpxQuery = z.object({
  variant: z
    .enum(["track", "route"], 'variant is "track" or "route"')
    .optional()
    .openapi({ param: { name: "variant", in: "query" }, example: "route" }),
});

const downloadGpxRoute = (kind: GuideKind) =>
  createRoute({
    method: "get",
    path: `/v2/${GUIDE_KIND_ROUTES[kind].segment}/{id}/gpx/`,
    middleware: [requires(ROUTE_RULES.guideReader)] as const,
    tags: [GUIDE_KIND_ROUTES[kind].tag],
    summary: `The ${GUIDE_KIND_ROUTES[kind].noun} as a GPX 1.1 file (readers who may see it in full)`,
    description:
      "`variant=route` gives a GPX route for GPS devices instead of the full track: one <rte> of at most " +
      "GARMIN_ROUTE_MAX_POINTS points (250 by default), first and last kept, with the waypoints.",
    request: { params: guideParams, query: gpxQuery },
    responses: {
      200: { description: "GPX 1.1 document", content: { "application/gpx+xml": { schema: z.string() } } },
      400: errorResponse("Unknown variant"),
      403: errorResponse("Not a paid reader"),
      404: errorResponse(`No such ${GUIDE_KIND_ROUTES[kind].noun}`),
    },
  });

export function guideGpxRoutes(services: Pick<Services, "guides">) {
  const router = apiRouter();
  for (const kind of ["trail", "scout-route"] as const) {
    router.openapi(downloadGpxRoute(kind), async (c) => {
      const { fileName, xml } = await services.guides.downloadGuideGpx(
        kind,
        c.req.valid("param").id,
        c.var.user,
        c.req.valid("query").variant ?? "track",
      );
      return c.body(xml, 200, {
        "content-type": "application/gpx+xml; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      });
    });
  }
  return router;
}
