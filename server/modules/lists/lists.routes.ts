// /api/v2/lists/: a signed-in user's lists of trails, scout routes and ORV parks. Reading a public
// list needs no sign-in; the owner changes a list, invited editors its items (401 signed out, 403 a
// list the reader may read but not change so, 404 a private list the reader is not a member of).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import {
  guideRefQuerySchema,
  listCreateSchema,
  listDetailSchema,
  listItemInputSchema,
  listItemSchema,
  listMembershipsSchema,
  listOrderSchema,
  listSummarySchema,
  listUpdateSchema,
  recentlyViewedSchema,
} from "../../../shared/contracts/lists.contract";
import { RECENTLY_VIEWED_SHOWN } from "../../../shared/domain/list-limits";
import { pageQuerySchema, paginatedSchema } from "../../../shared/contracts/site.contract";
import { requireUser } from "../../http/authenticate";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { pageLinks } from "../site/page-links";
import { LIST_TAGS, listParams, noSuchList, notPermitted, serialIdParam, signedOut } from "./list-route-params";
import type { Services } from "../../services";

const itemParams = listParams.extend({ item_id: serialIdParam("item_id", 3) });

const listMyLists = createRoute({
  method: "get",
  path: "/v2/lists/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: LIST_TAGS,
  summary: "The signed-in user's lists, newest first",
  request: { query: pageQuerySchema },
  responses: { 200: json(paginatedSchema(listSummarySchema), "A page of lists"), 401: signedOut },
});

const createList = createRoute({
  method: "post",
  path: "/v2/lists/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: LIST_TAGS,
  summary: "Create a list (at most 100 per user)",
  request: { body: jsonBody(listCreateSchema) },
  responses: {
    201: json(listSummarySchema, "The new list"),
    400: errorResponse("Invalid name or description"),
    401: signedOut,
    409: errorResponse("The user already has 100 lists"),
  },
});

const listMemberships = createRoute({
  method: "get",
  path: "/v2/lists/containing/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: LIST_TAGS,
  summary:
    "The lists the signed-in user may fill (their own, then those they edit), each with the item that holds the guide (null when none)",
  request: { query: guideRefQuerySchema },
  responses: { 200: json(listMembershipsSchema, "The user's lists"), 400: errorResponse("Invalid guide"), 401: signedOut },
});

const getList = createRoute({
  method: "get",
  path: "/v2/lists/{uuid}/",
  middleware: [requires(ROUTE_RULES.listReader)] as const,
  tags: LIST_TAGS,
  summary: "One list with its guides as public cards, in order (owner, members, or anyone for a public list)",
  request: { params: listParams },
  responses: { 200: json(listDetailSchema, "The list"), 404: noSuchList },
});

const updateList = createRoute({
  method: "patch",
  path: "/v2/lists/{uuid}/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Rename a list, change its description or share it (owner)",
  request: { params: listParams, body: jsonBody(listUpdateSchema) },
  responses: {
    200: json(listSummarySchema, "The list"),
    400: errorResponse("Invalid name or description"),
    401: signedOut,
    403: notPermitted,
    404: noSuchList,
  },
});

const deleteList = createRoute({
  method: "delete",
  path: "/v2/lists/{uuid}/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Delete a list and its items (owner)",
  request: { params: listParams },
  responses: { 204: { description: "Deleted" }, 401: signedOut, 403: notPermitted, 404: noSuchList },
});

const addItem = createRoute({
  method: "post",
  path: "/v2/lists/{uuid}/items/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Add a trail, scout route or ORV park at the end of a list (owner or editor; at most 500 per list)",
  request: { params: listParams, body: jsonBody(listItemInputSchema) },
  responses: {
    201: json(listItemSchema, "The new item"),
    400: errorResponse("Invalid guide"),
    401: signedOut,
    403: notPermitted,
    404: errorResponse("No such list or guide"),
    409: errorResponse("Already in the list, or the list is full"),
  },
});

const reorderItems = createRoute({
  method: "put",
  path: "/v2/lists/{uuid}/items/order/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Put a list's items in a new order: every item id exactly once (owner or editor)",
  request: { params: listParams, body: jsonBody(listOrderSchema) },
  responses: {
    200: json(listDetailSchema, "The list in its new order"),
    400: errorResponse("Not every item exactly once"),
    401: signedOut,
    403: notPermitted,
    404: noSuchList,
  },
});

const removeItem = createRoute({
  method: "delete",
  path: "/v2/lists/{uuid}/items/{item_id}/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Remove an item from a list (owner or editor)",
  request: { params: itemParams },
  responses: { 204: { description: "Removed" }, 401: signedOut, 403: notPermitted, 404: errorResponse("No such list or item") },
});

const recentlyViewed = createRoute({
  method: "get",
  path: "/v2/users/me/recently-viewed/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: LIST_TAGS,
  summary: `The guides the signed-in user opened last, newest first (up to ${RECENTLY_VIEWED_SHOWN}), as list cards`,
  request: {},
  responses: { 200: json(recentlyViewedSchema, "Recently viewed guides"), 401: signedOut },
});

export function listRoutes(services: Pick<Services, "lists">) {
  return apiRouter()
    .openapi(listMyLists, async (c) => {
      const user = requireUser(c);
      const { page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.lists.listMyLists(user, { page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(createList, async (c) => {
      const user = requireUser(c);
      return c.json(await services.lists.createList(c.req.valid("json"), user), 201);
    })
    .openapi(listMemberships, async (c) => {
      const user = requireUser(c);
      const { product_type: productType, id } = c.req.valid("query");
      return c.json(await services.lists.listMemberships({ productType, id }, user), 200);
    })
    .openapi(getList, async (c) => c.json(await services.lists.getList(c.req.valid("param").uuid, c.var.user), 200))
    .openapi(updateList, async (c) => {
      const user = requireUser(c);
      return c.json(await services.lists.updateList(c.req.valid("param").uuid, c.req.valid("json"), user), 200);
    })
    .openapi(deleteList, async (c) => {
      const user = requireUser(c);
      await services.lists.deleteList(c.req.valid("param").uuid, user);
      return c.body(null, 204);
    })
    .openapi(addItem, async (c) => {
      const user = requireUser(c);
      const { product_type: productType, id } = c.req.valid("json");
      return c.json(await services.lists.addItem(c.req.valid("param").uuid, { productType, id }, user), 201);
    })
    .openapi(reorderItems, async (c) => {
      const user = requireUser(c);
      return c.json(await services.lists.reorderItems(c.req.valid("param").uuid, c.req.valid("json"), user), 200);
    })
    .openapi(recentlyViewed, async (c) =>
      c.json({ results: await services.lists.listRecentlyViewed(requireUser(c), RECENTLY_VIEWED_SHOWN) }, 200),
    )
    .openapi(removeItem, async (c) => {
      const user = requireUser(c);
      const { uuid, item_id: itemId } = c.req.valid("param");
      await services.lists.removeItem(uuid, itemId, user);
      return c.body(null, 204);
    });
}
