// Trail guides: the paywalled guide and the published counts. GPX downloads are in guide-gpx.routes.ts,
// staff calls in guide-staff.routes.ts.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import { trailCountQuerySchema, trailSchema } from "../../../shared/contracts/trail.contract";
import { apiRouter, errorResponse, json } from "../../http/openapi-routes";
import { guideParams } from "./route-helpers";
import type { Services } from "../../services";

const countTrails = createRoute({
  method: "get",
  path: "/v2/trails/count/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Trails"],
  summary: "How many published trails are All-Access Preview (type=preview) or BOH (type=boh)",
  request: { query: trailCountQuerySchema },
  responses: { 200: json(z.number().int(), "The count"), 400: errorResponse("Unknown type") },
});

const getTrail = createRoute({
  method: "get",
  path: "/v3/trails/{id}/",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  tags: ["Trails"],
  summary: "A trail guide: the preview for non-paid readers, in full for paid ones and for preview trails",
  request: { params: guideParams },
  responses: { 200: json(trailSchema, "The trail"), 404: errorResponse("No such trail, or not published") },
});

export function trailRoutes(services: Pick<Services, "guides">) {
  return apiRouter()
    .openapi(countTrails, async (c) => c.json(await services.guides.countPublishedTrails(c.req.valid("query").type), 200))
    .openapi(getTrail, async (c) => c.json(await services.guides.getTrail(c.req.valid("param").id, c.var.user), 200));
}
