// /api/v2/admin/events/: the staff event tool (SUPER; ADR 0053). The list answers JSON or CSV;
// create, change (publish and unpublish are changes of `published`) and the body's preview.
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  eventAdminPageSchema,
  eventAdminQuerySchema,
  eventAdminSchema,
  eventInputSchema,
  eventPreviewAnswerSchema,
  eventPreviewSchema,
  eventUpdateSchema,
  type EventAdmin,
} from "../../../shared/contracts/event-admin.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { errorResponse, idParam, json, jsonBody, pathValidationHook } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Admin"];

const EVENT_CSV_COLUMNS: CsvColumn<EventAdmin>[] = [
  { header: "Slug", cell: (event) => event.slug },
  { header: "Title", cell: (event) => event.title },
  { header: "Starts", cell: (event) => event.starts_at },
  { header: "Ends", cell: (event) => event.ends_at },
  { header: "Location", cell: (event) => event.location_name },
  { header: "State", cell: (event) => event.state?.code },
  { header: "Website", cell: (event) => event.website_url },
  { header: "Published", cell: (event) => (event.published ? "yes" : "no") },
];

const eventParams = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 3 }) });

const signedOut = errorResponse("Not signed in");
const notSuper = errorResponse("Not a super user");
const invalidEvent = errorResponse("Invalid fields (ends before it starts, a slug in use...), with the reason next to each");
const noSuchEvent = errorResponse("No such event");

const listEvents = createRoute({
  method: "get",
  path: "/v2/admin/events/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Every event, published or not: search (q), filter by published, upcoming or past and state; format=csv exports",
  request: { query: eventAdminQuerySchema },
  responses: {
    200: cmsListResponse(eventAdminPageSchema, "A page of events, or with format=csv every matching event as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: notSuper,
  },
});

const createEvent = createRoute({
  method: "post",
  path: "/v2/admin/events/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Create an event",
  request: { body: jsonBody(eventInputSchema) },
  responses: { 201: json(eventAdminSchema, "The new event"), 400: invalidEvent, 401: signedOut, 403: notSuper },
});

const previewEvent = createRoute({
  method: "post",
  path: "/v2/admin/events/preview/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "An event body rendered and sanitized as the public event page shows it",
  request: { body: jsonBody(eventPreviewSchema) },
  responses: { 200: json(eventPreviewAnswerSchema, "The body as HTML"), 400: invalidEvent, 401: signedOut, 403: notSuper },
});

const getEvent = createRoute({
  method: "get",
  path: "/v2/admin/events/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "One event, published or not",
  request: { params: eventParams },
  responses: { 200: json(eventAdminSchema, "The event"), 401: signedOut, 403: notSuper, 404: noSuchEvent },
});

const updateEvent = createRoute({
  method: "patch",
  path: "/v2/admin/events/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Change an event's fields; `published` alone publishes or unpublishes it",
  request: { params: eventParams, body: jsonBody(eventUpdateSchema) },
  responses: {
    200: json(eventAdminSchema, "The event"),
    400: invalidEvent,
    401: signedOut,
    403: notSuper,
    404: noSuchEvent,
  },
});

export function eventAdminRoutes(services: Pick<Services, "eventAdmin">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: pathValidationHook })
    .openapi(listEvents, async (c) => {
      const query = c.req.valid("query");
      const page = await services.eventAdmin.list(query);
      return respondWithCmsList(c, query, page, { columns: EVENT_CSV_COLUMNS, fileName: "events.csv" });
    })
    .openapi(createEvent, async (c) => c.json(await services.eventAdmin.create(requireUser(c).id, c.req.valid("json")), 201))
    .openapi(previewEvent, (c) => c.json(services.eventAdmin.preview(c.req.valid("json").body_markdown), 200))
    .openapi(getEvent, async (c) => c.json(await services.eventAdmin.get(c.req.valid("param").id), 200))
    .openapi(updateEvent, async (c) =>
      c.json(await services.eventAdmin.update(requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
