// /api/v2/contributor-portal/: a scout's or writer's overview of their own work (SCOUT or greater).
import { createRoute } from "@hono/zod-openapi";
import { contributorPortalSchema, portalQuerySchema } from "../../../shared/contracts/contributor-portal.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json } from "../../http/openapi-routes";
import type { Services } from "../../services";

const getOverview = createRoute({
  method: "get",
  path: "/v2/contributor-portal/",
  tags: ["Contributor portal"],
  summary:
    "The caller's guides (one page of a filter tab, with each tab's count), statements of work, open patrols and assignment requests",
  middleware: [requires(ROUTE_RULES.scout)] as const,
  request: { query: portalQuerySchema },
  responses: {
    200: json(contributorPortalSchema, "The overview"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Below SCOUT"),
  },
});

export function contributorPortalRoutes(services: Pick<Services, "contributorPortal">) {
  return apiRouter().openapi(getOverview, async (c) =>
    c.json(await services.contributorPortal.overview(requireUser(c), c.req.valid("query")), 200),
  );
}
