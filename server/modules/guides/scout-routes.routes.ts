// The scout route page's calls (spec §7 "Scout route page"): the route, the nearest preview trail,
// the Nearby Trails tab, page views and votes. Staff calls are in guide-staff.routes.ts.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import { closestPreviewSchema, scoutRouteSchema, screenViewSchema } from "../../../shared/contracts/scout-route.contract";
import { closestPreviewQuerySchema } from "../../../shared/contracts/trail.contract";
import { clientIp } from "../rate-limit/client-ip";
import { apiRouter, errorResponse, json } from "../../http/openapi-routes";
import { guideParams } from "./route-helpers";
import type { Services } from "../../services";

const voteSchema = z.object({ voted: z.literal(true) });

const getScoutRoute = createRoute({
  method: "get",
  path: "/v3/scout-routes/{id}/",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  tags: ["Scout routes"],
  summary: "A scout route: the preview for non-paid readers, in full for paid ones, Internal Details for SCOUT or greater",
  request: { params: guideParams },
  responses: { 200: json(scoutRouteSchema, "The scout route"), 404: errorResponse("No such route, or not published") },
});

const listClosestPreviews = createRoute({
  method: "get",
  path: "/v2/trails/{id}/closest-preview/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Trails"],
  summary: "The published All-Access Preview trails nearest a scout route's or trail's trailhead, nearest first",
  request: { params: guideParams, query: closestPreviewQuerySchema },
  responses: { 200: json(z.array(closestPreviewSchema), "Nearest preview trails"), 404: errorResponse("No such guide") },
});

const listNearbyTrails = createRoute({
  method: "get",
  path: "/v2/trails/{id}/nearby/",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  tags: ["Trails"],
  summary:
    "The Nearby Trails tab: the published trails nearest a scout route's or trail's trailhead, nearest first; every trail for paid readers, the All-Access Previews for others",
  request: { params: guideParams, query: closestPreviewQuerySchema },
  responses: { 200: json(z.array(closestPreviewSchema), "Nearest trails"), 404: errorResponse("No such guide") },
});

const screenViewBody = screenViewSchema.refine((view) => (view.scout_route_id === undefined) !== (view.trail_id === undefined), {
  message: "Send exactly one of scout_route_id and trail_id.",
  path: ["non_field_errors"],
});

const recordScreenView = createRoute({
  method: "post",
  path: "/v2/users/screen-view/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Analytics"],
  summary:
    "Record a page view of a scout route or trail (signed out allowed); a client's repeated views of a guide within 30 minutes, and its views past a cap, are not counted",
  request: { body: { content: { "application/json": { schema: screenViewBody } }, required: true } },
  responses: {
    200: json(z.object({ recorded: z.literal(false) }), "Not counted: a repeat within the window, or past the client's cap"),
    201: json(z.object({ recorded: z.literal(true) }), "Recorded"),
    400: errorResponse("Invalid body"),
    404: errorResponse("No such guide"),
  },
});

const getVote = createRoute({
  method: "get",
  path: "/v3/scout-routes/{id}/vote/",
  middleware: [requires(ROUTE_RULES.voter)] as const,
  tags: ["Scout routes"],
  summary: "Whether the signed-in reader voted for the route: 200 when voted, 404 when not",
  request: { params: guideParams },
  responses: {
    200: json(voteSchema, "Voted"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not voted, or no such route"),
  },
});

const addVote = createRoute({
  method: "post",
  path: "/v3/scout-routes/{id}/vote/",
  middleware: [requires(ROUTE_RULES.voter)] as const,
  tags: ["Scout routes"],
  summary: "Vote for the route (paid readers; idempotent)",
  request: { params: guideParams },
  responses: {
    201: json(voteSchema, "Voted"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a paid reader"),
    404: errorResponse("No such route"),
  },
});

const removeVote = createRoute({
  method: "delete",
  path: "/v3/scout-routes/{id}/vote/",
  middleware: [requires(ROUTE_RULES.voter)] as const,
  tags: ["Scout routes"],
  summary: "Remove the reader's vote",
  request: { params: guideParams },
  responses: {
    204: { description: "Removed" },
    401: errorResponse("Not signed in"),
    404: errorResponse("Not voted, or no such route"),
  },
});

export function scoutRouteRoutes(services: Pick<Services, "guides">) {
  return apiRouter()
    .openapi(getScoutRoute, async (c) => c.json(await services.guides.getScoutRoute(c.req.valid("param").id, c.var.user), 200))
    .openapi(listClosestPreviews, async (c) => {
      const { id } = c.req.valid("param");
      const kind = c.req.valid("query").product_type === "scout-routes" ? "scout-route" : "trail";
      return c.json(await services.guides.listClosestPreviews(kind, id, c.var.user), 200);
    })
    .openapi(listNearbyTrails, async (c) => {
      const { id } = c.req.valid("param");
      const kind = c.req.valid("query").product_type === "scout-routes" ? "scout-route" : "trail";
      return c.json(await services.guides.listNearbyTrails(kind, id, c.var.user), 200);
    })
    .openapi(recordScreenView, async (c) => {
      const view = await services.guides.recordScreenView(c.req.valid("json"), c.var.user, {
        ip: clientIp(c, c.var.site),
      });
      return view.counted ? c.json({ recorded: true as const }, 201) : c.json({ recorded: false as const }, 200);
    })
    .openapi(getVote, async (c) => {
      await services.guides.requireVote(c.req.valid("param").id, c.var.user);
      return c.json({ voted: true as const }, 200);
    })
    .openapi(addVote, async (c) => {
      await services.guides.vote(c.req.valid("param").id, c.var.user);
      return c.json({ voted: true as const }, 201);
    })
    .openapi(removeVote, async (c) => {
      await services.guides.removeVote(c.req.valid("param").id, c.var.user);
      return c.body(null, 204);
    });
}
