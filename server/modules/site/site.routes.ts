// /api/v2 states, top banners and announcements (spec §7 "General").
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  announcementPageSchema,
  announcementDetailSchema,
  announcementSchema,
  bannerSchema,
  pageQuerySchema,
  stateSchema,
  unreadCountSchema,
} from "../../../shared/contracts/site.contract";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { pageLinks } from "./page-links";
import type { Services } from "../../services";
import { errorResponse, json } from "../../http/openapi-routes";

const announcementParams = z.object({ id: z.coerce.number().int().positive() });

const listBanners = createRoute({
  method: "get",
  path: "/v2/general/banners/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["General"],
  summary: "Top banners in display order; the client shows the first to the audience it targets",
  responses: { 200: json(z.array(bannerSchema), "Banners") },
});

const listStates = createRoute({
  method: "get",
  path: "/v2/states/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["General"],
  summary: "Every state, province and territory, by title",
  responses: { 200: json(z.array(stateSchema), "States") },
});

const listAnnouncements = createRoute({
  method: "get",
  path: "/v2/announcements/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Announcements"],
  summary: "Announcements, newest first, with the signed-in reader's read_at",
  request: { query: pageQuerySchema },
  responses: { 200: json(announcementPageSchema, "A page of announcements"), 400: errorResponse("Invalid page") },
});

const getAnnouncement = createRoute({
  method: "get",
  path: "/v2/announcements/{id}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Announcements"],
  summary: "One announcement",
  request: { params: announcementParams },
  responses: { 200: json(announcementDetailSchema, "The announcement"), 404: errorResponse("No such announcement") },
});

const countUnreadAnnouncements = createRoute({
  method: "get",
  path: "/v2/announcements/unread-count/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ["Announcements"],
  summary: "How many announcements the signed-in reader has not read (the header's Dashboard badge)",
  responses: {
    200: json(unreadCountSchema, "Unread count"),
    401: errorResponse("Not signed in"),
  },
});

const markAllAnnouncementsRead = createRoute({
  method: "post",
  path: "/v2/announcements/read-all/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ["Announcements"],
  summary: "Mark every announcement read for the signed-in reader",
  responses: {
    200: json(unreadCountSchema, "Unread count after marking"),
    401: errorResponse("Not signed in"),
  },
});

const markAnnouncementRead = createRoute({
  method: "post",
  path: "/v2/announcements/{id}/read/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ["Announcements"],
  summary: "Mark one announcement read for the signed-in reader (idempotent)",
  request: { params: announcementParams },
  responses: {
    200: json(announcementSchema, "The announcement with its read_at"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such announcement"),
  },
});

export function siteRoutes(services: Pick<Services, "site">) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listBanners, async (c) => c.json(await services.site.listBanners(), 200))
    .openapi(listStates, async (c) => c.json(await services.site.listStates(), 200))
    .openapi(listAnnouncements, async (c) => {
      const { page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.site.listAnnouncements(c.var.user?.id ?? null, { page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(countUnreadAnnouncements, async (c) => {
      const user = requireUser(c);
      return c.json({ unread_count: await services.site.countUnreadAnnouncements(user.id) }, 200);
    })
    .openapi(getAnnouncement, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await services.site.getAnnouncement(id, c.var.user?.id ?? null), 200);
    })
    .openapi(markAllAnnouncementsRead, async (c) => {
      const user = requireUser(c);
      return c.json({ unread_count: await services.site.markAllAnnouncementsRead(user.id) }, 200);
    })
    .openapi(markAnnouncementRead, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await services.site.markAnnouncementRead(user.id, id), 200);
    });
}
