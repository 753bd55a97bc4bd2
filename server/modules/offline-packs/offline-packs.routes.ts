// /api/v2/offline-packs/...: the plan of a guide's offline pack, and which saved packs a reader may
// keep (ADR 0059). The paywall's canReadFull on each guide; a signed-out browser keeps none.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import {
  offlinePackCheckResultSchema,
  offlinePackCheckSchema,
  offlinePackParamsSchema,
  offlinePackPlanSchema,
} from "../../../shared/contracts/offline-packs.contract";
import { requireUser } from "../../http/authenticate";
import { errorResponse, guideRouter, json, jsonBody } from "../guides/route-helpers";

const TAGS = ["Offline packs"];

const getPlan = createRoute({
  method: "get",
  path: "/v2/offline-packs/{kind}/{id}/",
  middleware: [requires(ROUTE_RULES.offlinePackReader)] as const,
  tags: TAGS,
  summary: "What a guide's offline pack stores (files, photos, map tiles per zoom) and its size per detail level",
  request: { params: offlinePackParamsSchema },
  responses: {
    200: json(offlinePackPlanSchema, "The pack's plan"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a reader of the full guide"),
    404: errorResponse("No such guide"),
  },
});

const checkPacks = createRoute({
  method: "post",
  path: "/v2/offline-packs/check/",
  middleware: [requires(ROUTE_RULES.offlinePackChecker)] as const,
  tags: TAGS,
  summary: "Which of the browser's saved packs the reader may keep (none when signed out); the others are to be deleted",
  request: { body: jsonBody(offlinePackCheckSchema) },
  responses: {
    200: json(offlinePackCheckResultSchema, "Packs to keep and packs to delete"),
    400: errorResponse("Invalid pack list (next to the field)"),
  },
});

export function offlinePackRoutes() {
  return guideRouter()
    .openapi(getPlan, async (c) => {
      const { kind, id } = c.req.valid("param");
      return c.json(await c.var.services.offlinePacks.plan(kind, id, requireUser(c)), 200);
    })
    .openapi(checkPacks, async (c) =>
      c.json(await c.var.services.offlinePacks.check(c.req.valid("json").packs, c.var.user ?? null), 200),
    );
}
