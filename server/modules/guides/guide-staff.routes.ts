// Staff calls of both guide pages (spec §2.11 Internal Details, §7): history and editor notes of a
// trail or scout route, and the extra map layers. Each kind's routes are built from the same
// definitions and handlers. (The new edition date is saved through the editor's PATCH, in authoring.)
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import {
  bboxSchema,
  editorNoteSchema,
  guideLinesSchema,
  historyEntrySchema,
} from "../../../shared/contracts/scout-route.contract";
import type { GuideKind } from "./guides.repository";
import { apiRouter, errorResponse, idParam, json } from "../../http/openapi-routes";
import { GUIDE_KIND_ROUTES as KINDS, guideParams } from "./route-helpers";
import type { Services } from "../../services";

const historyRoute = (kind: GuideKind) =>
  createRoute({
    method: "get",
    path: `/v2/${KINDS[kind].segment}/{id}/history/`,
    middleware: [requires(ROUTE_RULES.scout)] as const,
    tags: [KINDS[kind].tag],
    summary: `The ${KINDS[kind].noun}'s edit history, newest first (SCOUT or greater)`,
    request: { params: guideParams },
    responses: {
      200: json(z.array(historyEntrySchema), "History entries"),
      403: errorResponse("Not SCOUT or greater"),
      404: errorResponse(`No such ${KINDS[kind].noun}`),
    },
  });

/** Exactly one of ?scout_route={id} and ?trail={id}, read as the guide it names. */
const editorNotesQuery = z
  .object({ scout_route: idParam.optional(), trail: idParam.optional() })
  .transform(({ scout_route: scoutRouteId, trail: trailId }, context) => {
    if (scoutRouteId !== undefined && trailId === undefined) return { kind: "scout-route" as const, id: scoutRouteId };
    if (trailId !== undefined && scoutRouteId === undefined) return { kind: "trail" as const, id: trailId };
    context.addIssue({ code: "custom", message: "Send exactly one of scout_route and trail.", path: ["non_field_errors"] });
    return z.NEVER;
  });

const listEditorNotes = createRoute({
  method: "get",
  path: "/v2/vendors/editor-notes/",
  middleware: [requires(ROUTE_RULES.guideAuthorOrEditor)] as const,
  tags: ["Scout routes", "Trails"],
  summary: "Editor notes of a scout route (?scout_route={id}) or trail (?trail={id}): ADMIN or greater, or the author",
  request: { query: editorNotesQuery },
  responses: {
    200: json(z.array(editorNoteSchema), "Editor notes, newest first"),
    400: errorResponse("Neither or both of scout_route and trail"),
    403: errorResponse("Not allowed to read this guide's notes"),
    404: errorResponse("No such guide"),
  },
});

const listGuideLines = createRoute({
  method: "get",
  path: "/v2/staff/guide-lines/",
  middleware: [requires(ROUTE_RULES.scout)] as const,
  tags: ["Staff"],
  summary:
    "Every trail and scout route line in the box, published or not, and the trails' waypoints, as GeoJSON (SCOUT or greater)",
  request: { query: z.object({ bbox: bboxSchema }) },
  responses: {
    200: json(guideLinesSchema, "A FeatureCollection of at most a few hundred features"),
    400: errorResponse("bbox is not west,south,east,north in degrees"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not SCOUT or greater"),
  },
});

export function guideStaffRoutes(services: Pick<Services, "guides">) {
  return apiRouter()
    .openapi(historyRoute("scout-route"), async (c) =>
      c.json(await services.guides.listHistory("scout-route", c.req.valid("param").id, c.var.user), 200),
    )
    .openapi(historyRoute("trail"), async (c) =>
      c.json(await services.guides.listHistory("trail", c.req.valid("param").id, c.var.user), 200),
    )
    .openapi(listEditorNotes, async (c) => {
      const { kind, id } = c.req.valid("query");
      return c.json(await services.guides.listEditorNotes(kind, id, c.var.user), 200);
    })
    .openapi(listGuideLines, async (c) =>
      c.json(await services.guides.listStaffMapLayers(c.req.valid("query").bbox, c.var.user), 200),
    );
}
