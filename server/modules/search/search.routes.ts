// /api/v2/search: autocomplete (spec §7), tracking (spec §7) and the advanced search page (ADR 0013).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  advancedSearchPageSchema,
  advancedSearchQuerySchema,
  autocompleteQuerySchema,
  searchResultSchema,
  searchTrackSchema,
} from "../../../shared/contracts/search.contract";
import type { AppEnv } from "../../http/app-env";
import { pageLinks } from "../site/page-links";
import type { Services } from "../../services";
import { errorResponse, json } from "../../http/openapi-routes";

const autocomplete = createRoute({
  method: "get",
  path: "/v2/search/all/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Search"],
  summary: "Published trails, scout routes, ORV parks, places, blog posts and help articles matching a keyword as typed",
  request: { query: autocompleteQuerySchema },
  responses: { 200: json(z.array(searchResultSchema), "Best matches first"), 400: errorResponse("Invalid query") },
});

const track = createRoute({
  method: "post",
  path: "/v2/search/track/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Search"],
  summary: "Records a search someone typed, and where (origin)",
  request: { body: { content: { "application/json": { schema: searchTrackSchema } }, required: true } },
  responses: { 201: json(searchTrackSchema, "Recorded"), 400: errorResponse("Empty or invalid query") },
});

const advancedSearch = createRoute({
  method: "get",
  path: "/v2/search/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Search"],
  summary: "The advanced search: keyword, filters, sorting, pages, and counts per content type and state",
  request: { query: advancedSearchQuerySchema },
  responses: {
    200: json(advancedSearchPageSchema, "A page of results"),
    400: errorResponse("Invalid query"),
    401: errorResponse("fits-my-rig asked for by a visitor"),
    403: errorResponse("fits-my-rig is part of All-Access"),
    409: errorResponse("fits-my-rig without a primary rig in the garage"),
  },
});

export function searchRoutes(services: Pick<Services, "search">) {
  return new OpenAPIHono<AppEnv>()
    .openapi(autocomplete, async (c) => c.json(await services.search.autocomplete(c.req.valid("query").keyword, c.var.user), 200))
    .openapi(track, async (c) => c.json(await services.search.track(c.req.valid("json"), c.var.user), 201))
    .openapi(advancedSearch, async (c) => {
      const query = c.req.valid("query");
      const { count, results, facets, difficulty } = await services.search.search(query, c.var.user);
      return c.json(
        {
          count,
          ...pageLinks(c, query.page, query.page_size, count),
          page: query.page,
          page_size: query.page_size,
          results,
          facets,
          difficulty,
        },
        200,
      );
    });
}
