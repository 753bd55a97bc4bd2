// /api/v2/admin/page-announcements/... (SUPER; ADR 0053): the announcements aimed at one page.
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  ANNOUNCEMENT_PAGE_TYPES,
  pageAnnouncementInputSchema,
  pageAnnouncementSchema,
  pageAnnouncementsSchema,
} from "../../../shared/contracts/announcement-admin.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { requires } from "../../http/route-access";
import { errorResponse, idParam, json, jsonBody, pathValidationHook } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Admin"];

const pageParams = z.object({
  page_type: z.enum(ANNOUNCEMENT_PAGE_TYPES).openapi({ param: { name: "page_type", in: "path" }, example: "states" }),
  slug: z
    .string()
    .max(120)
    .openapi({ param: { name: "slug", in: "path" }, example: "colorado" }),
});
const idParams = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 4 }) });

const refusals = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a super user"),
  404: errorResponse("No such page or announcement"),
};
const invalid = errorResponse("Invalid fields, with the reason next to each");

const listForPage = createRoute({
  method: "get",
  path: "/v2/admin/page-announcements/{page_type}/{slug}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "The page and every announcement aimed at it, scheduled ones too",
  request: { params: pageParams },
  responses: { 200: json(pageAnnouncementsSchema, "The page's announcements"), ...refusals },
});

const createForPage = createRoute({
  method: "post",
  path: "/v2/admin/page-announcements/{page_type}/{slug}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Add an announcement to a page, shown from its date",
  request: { params: pageParams, body: jsonBody(pageAnnouncementInputSchema) },
  responses: { 201: json(pageAnnouncementSchema, "The announcement"), 400: invalid, ...refusals },
});

const updateAnnouncement = createRoute({
  method: "put",
  path: "/v2/admin/page-announcements/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Change a page's announcement",
  request: { params: idParams, body: jsonBody(pageAnnouncementInputSchema) },
  responses: { 200: json(pageAnnouncementSchema, "The announcement"), 400: invalid, ...refusals },
});

const deleteAnnouncement = createRoute({
  method: "delete",
  path: "/v2/admin/page-announcements/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Delete a page's announcement",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...refusals },
});

export function announcementAdminRoutes(services: Pick<Services, "announcementAdmin">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: pathValidationHook })
    .openapi(listForPage, async (c) => {
      const { page_type, slug } = c.req.valid("param");
      return c.json(await services.announcementAdmin.forPage(page_type, slug), 200);
    })
    .openapi(createForPage, async (c) => {
      const { page_type, slug } = c.req.valid("param");
      const created = await services.announcementAdmin.create(requireUser(c).id, page_type, slug, c.req.valid("json"));
      return c.json(created, 201);
    })
    .openapi(updateAnnouncement, async (c) =>
      c.json(await services.announcementAdmin.update(requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteAnnouncement, async (c) => {
      await services.announcementAdmin.remove(requireUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
