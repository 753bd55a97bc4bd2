// POST /api/v2/route-plans/: the trip planner (ADR 0083), for All-Access members.
import { createRoute } from "@hono/zod-openapi";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { noLegalRouteSchema, routePlanRequestSchema, routePlanSchema } from "../../../shared/contracts/route-plans.contract";
import { requireUser } from "../../http/authenticate";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const planRoute = createRoute({
  method: "post",
  path: "/v2/route-plans/",
  middleware: [requires(ROUTE_RULES.routePlanner)] as const,
  tags: ["Trip planner"],
  summary:
    "The quickest route through the points on imported roads open to the vehicle class on every day of the trip, as a GeoJSON LineString with its distance, driving time, legs, roads and warnings",
  request: { body: jsonBody(routePlanRequestSchema) },
  responses: {
    200: json(routePlanSchema, "The route"),
    400: errorResponse("Invalid points, vehicle class or dates (next to the field)"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Planning is part of All-Access"),
    422: json(noLegalRouteSchema, "No legal route: why, and the road that closes the way"),
    429: errorResponse("Too many plans in a minute"),
  },
});

export function routePlanRoutes(services: Pick<Services, "routePlans">) {
  return apiRouter().openapi(planRoute, async (c) =>
    c.json(await services.routePlans.plan(requireUser(c), c.req.valid("json")), 200),
  );
}
