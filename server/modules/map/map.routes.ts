// The map API (OpenAPI): guides in view for the map's list, and the public lands a guide crosses.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/app-env";
import { validationHook } from "../../http/validation";
import {
  crossedPublicLandsQuerySchema,
  crossedPublicLandsSchema,
  roadsUsedSchema,
  mapGuidesPageSchema,
  mapGuidesQuerySchema,
  mapImportsSchema,
} from "../../../shared/contracts/map.contract";
import type { Services } from "../../services";
import { errorResponse, json } from "../../http/openapi-routes";

const listGuidesInView = createRoute({
  method: "get",
  path: "/v2/map/guides/",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  tags: ["Map"],
  summary:
    "Published trails, scout routes and ORV parks whose trailhead is in the box, filtered as on the map: the total and the best rated first (preview-safe cards, no lines)",
  request: { query: mapGuidesQuerySchema },
  responses: {
    200: json(mapGuidesPageSchema, "The count and one page of cards"),
    400: errorResponse("A bad bbox, filter or limit"),
    401: errorResponse("fits-my-rig asked for by a visitor"),
    403: errorResponse("fits-my-rig is part of All-Access"),
    409: errorResponse("fits-my-rig without a primary rig in the garage"),
  },
});

const listCrossedPublicLands = createRoute({
  method: "get",
  path: "/v2/map/public-lands/crossed/",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  tags: ["Map"],
  summary: "The public lands a trail or scout route crosses (for readers who may see its line)",
  request: { query: crossedPublicLandsQuerySchema },
  responses: {
    200: json(crossedPublicLandsSchema, "Public lands along the line"),
    400: errorResponse("Bad kind or id"),
    403: errorResponse("The line is All-Access content"),
    404: errorResponse("No such guide"),
  },
});

const listRoadsUsed = createRoute({
  method: "get",
  path: "/v2/map/roads/used/",
  middleware: [requires(ROUTE_RULES.guideReader)] as const,
  tags: ["Map"],
  summary:
    "The imported roads a trail or scout route drives along, with their MVUM designation (for readers who may see its line)",
  request: { query: crossedPublicLandsQuerySchema },
  responses: {
    200: json(roadsUsedSchema, "Roads along the line"),
    400: errorResponse("Bad kind or id"),
    403: errorResponse("The line is All-Access content"),
    404: errorResponse("No such guide"),
  },
});

const listImports = createRoute({
  method: "get",
  path: "/v2/map/imports/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Map"],
  summary: "The public-land and road datasets imported: layer, source, feature count and date (public facts about public data)",
  responses: { 200: json(mapImportsSchema, "Every imported source, public lands first") },
});

export function mapRoutes(services: Pick<Services, "map">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listGuidesInView, async (c) => {
      const { bbox, limit, ...filters } = c.req.valid("query");
      return c.json(await services.map.listGuidesInView(bbox, filters, limit, c.var.user), 200);
    })
    .openapi(listImports, async (c) => c.json({ imports: await services.map.listImports() }, 200))
    .openapi(listCrossedPublicLands, async (c) => {
      const { kind, id } = c.req.valid("query");
      return c.json({ public_lands: await services.map.listCrossedPublicLands(kind, id, c.var.user) }, 200);
    })
    .openapi(listRoadsUsed, async (c) => {
      const { kind, id } = c.req.valid("query");
      return c.json({ roads: await services.map.listRoadsUsed(kind, id, c.var.user) }, 200);
    });
}
