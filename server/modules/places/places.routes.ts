// /api/v2 place endpoints: a state with its counts, regions, towns with trails, ORV parks, and the
// card lists of trails and scout routes. Public; only published content.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  cityWithTrailsPageSchema,
  guideCardPageSchema,
  guideListQuerySchema,
  orvParkCardPageSchema,
  orvParkDetailSchema,
  orvParkListQuerySchema,
  placeListQuerySchema,
  regionDetailSchema,
  regionPageSchema,
  stateDetailSchema,
} from "../../../shared/contracts/places.contract";
import { pageQuerySchema } from "../../../shared/contracts/site.contract";
import type { AppEnv } from "../../http/app-env";
import { pageLinks } from "../site/page-links";
import type { Services } from "../../services";
import { errorResponse, json } from "../../http/openapi-routes";

const idParams = z.object({ id: z.coerce.number().int().positive() });

const getState = createRoute({
  method: "get",
  path: "/v2/states/{code}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "One state with how many published trails, scout routes, ORV parks and regions it has",
  request: { params: z.object({ code: z.string().min(1).max(8) }) },
  responses: { 200: json(stateDetailSchema, "The state"), 404: errorResponse("No such state") },
});

const listRegions = createRoute({
  method: "get",
  path: "/v2/regions/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "Regions by title, optionally of one state (code)",
  request: { query: placeListQuerySchema },
  responses: { 200: json(regionPageSchema, "A page of regions"), 404: errorResponse("No such state") },
});

const getRegion = createRoute({
  method: "get",
  path: "/v2/regions/{id}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "One region with its description",
  request: { params: idParams },
  responses: { 200: json(regionDetailSchema, "The region"), 404: errorResponse("No such region") },
});

const listCities = createRoute({
  method: "get",
  path: "/v2/cities/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "Towns of a state that published trails name as theirs, A to Z",
  request: { query: pageQuerySchema.extend({ state: z.string().min(1).max(8) }) },
  responses: { 200: json(cityWithTrailsPageSchema, "A page of towns"), 404: errorResponse("No such state") },
});

const listOrvParks = createRoute({
  method: "get",
  path: "/v2/orv-parks/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "Published ORV parks by title, optionally of one state (code) or with one slug (states' parks may share one)",
  request: { query: orvParkListQuerySchema },
  responses: { 200: json(orvParkCardPageSchema, "A page of parks"), 404: errorResponse("No such state") },
});

const getOrvPark = createRoute({
  method: "get",
  path: "/v2/orv-parks/{id}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "One published ORV park",
  request: { params: idParams },
  responses: { 200: json(orvParkDetailSchema, "The park"), 404: errorResponse("No such park") },
});

const guideListResponses = {
  200: json(guideCardPageSchema, "A page of cards"),
  400: errorResponse("Invalid query"),
  404: errorResponse("No such state or town"),
};

const listTrails = createRoute({
  method: "get",
  path: "/v2/trails/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "Published trails as cards (no line, no description), filtered by state, region or town",
  request: { query: guideListQuerySchema },
  responses: guideListResponses,
});

const listScoutRoutes = createRoute({
  method: "get",
  path: "/v2/scout-routes/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Places"],
  summary: "Published scout routes as cards (no line, no description), filtered by state, region or town",
  request: { query: guideListQuerySchema },
  responses: guideListResponses,
});

export function placeRoutes(services: Pick<Services, "places">) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getState, async (c) => {
      const { id, ...state } = await services.places.requireState(c.req.valid("param").code);
      return c.json({ ...state, counts: await services.places.getStateCounts(id) }, 200);
    })
    .openapi(listRegions, async (c) => {
      const { state, page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.places.listRegions(state, { page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(getRegion, async (c) => c.json(await services.places.getRegion({ id: c.req.valid("param").id }), 200))
    .openapi(listCities, async (c) => {
      const { state, page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.places.listTownsWithTrails(state, { page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(listOrvParks, async (c) => {
      const { state, slug, page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.places.listOrvParks({ state, slug }, { page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(getOrvPark, async (c) => {
      const { cityId: _cityId, ...park } = await services.places.getOrvPark({ id: c.req.valid("param").id });
      return c.json(park, 200);
    })
    .openapi(listTrails, async (c) => {
      const query = c.req.valid("query");
      const { count, results } = await services.places.listTrails(query);
      return c.json({ count, ...pageLinks(c, query.page, query.page_size, count), results }, 200);
    })
    .openapi(listScoutRoutes, async (c) => {
      const query = c.req.valid("query");
      const { count, results } = await services.places.listScoutRoutes(query);
      return c.json({ count, ...pageLinks(c, query.page, query.page_size, count), results }, 200);
    });
}
