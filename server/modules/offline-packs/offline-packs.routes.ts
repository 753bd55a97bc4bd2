// /api/v2/offline-packs/...: the plan of a guide's or a track's offline pack, and which saved packs a
// reader may keep (ADR 0059, 0085). The paywall's canReadFull on each guide, ownership (as a member)
// of each track; a signed-out browser keeps none.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import {
  offlinePackCheckResultSchema,
  offlinePackCheckSchema,
  offlinePackParamsSchema,
  offlinePackPlanSchema,
  packRefOfPath,
} from "../../../shared/contracts/offline-packs.contract";
import { requireUser } from "../../http/authenticate";
import { notFound } from "../../http/errors";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Offline packs"];

const getPlan = createRoute({
  method: "get",
  path: "/v2/offline-packs/{kind}/{id}/",
  middleware: [requires(ROUTE_RULES.offlinePackReader)] as const,
  tags: TAGS,
  summary:
    "What the offline pack of a guide (by id) or of the reader's own track (by uuid) stores (files, photos, map tiles per zoom) and its size per detail level",
  request: { params: offlinePackParamsSchema },
  responses: {
    200: json(offlinePackPlanSchema, "The pack's plan"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a reader of the full guide, or a track without All-Access"),
    404: errorResponse("No such guide, or not the reader's own track"),
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

export function offlinePackRoutes(services: Pick<Services, "offlinePacks">) {
  return apiRouter()
    .openapi(getPlan, async (c) => {
      const ref = packRefOfPath(c.req.valid("param"));
      if (!ref) throw notFound();
      return c.json(await services.offlinePacks.plan(ref, requireUser(c)), 200);
    })
    .openapi(checkPacks, async (c) =>
      c.json(await services.offlinePacks.check(c.req.valid("json").packs, c.var.user ?? null), 200),
    );
}
