// /api/v2/user-content/: a paid member's own tracks and waypoints (401 signed out, 403 not paid),
// their import from GPX, KML and GeoJSON files, export and sharing; shared items are public.
// /api/v2/users/me/privacy-zones/: the places around which shared items are cut for others.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { PRIVACY_ZONE_LIMITS } from "../../../shared/domain/privacy-zones";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/app-env";
import { uploadBodyLimit } from "../../http/body-limits";
import {
  EXPORT_FORMATS,
  SHARED_TRACK_TILE_LAYER,
  USER_CONTENT_KINDS,
  USER_CONTENT_LIMITS,
  exportQuerySchema,
  importResultSchema,
  myContentSchema,
  privacyZoneCreateSchema,
  privacyZoneSchema,
  privacyZonesSchema,
  sharedContentSchema,
  trackCreateSchema,
  trackDetailSchema,
  trackUpdateSchema,
  waypointCreateSchema,
  waypointSchema,
  waypointUpdateSchema,
} from "../../../shared/contracts/user-content.contract";
import { HttpError, badRequest } from "../../http/errors";
import { MAX_TILE_ZOOM, parseTilePosition } from "../map/tiles/tile-address";
import { MVT_CONTENT_TYPE } from "../map/tiles/tiles.routes";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { requirePaidMember, type UploadedFile } from "./user-content.service";
import type { Services } from "../../services";

const TAGS = ["My Content"];
const BASE = "/v2/user-content";

const uuidParam = z.uuid().openapi({ param: { name: "uuid", in: "path" }, example: "7b0e4c1e-2f43-4b7e-9a55-1c2d3e4f5a6b" });
const itemParams = z.object({ uuid: uuidParam });
const exportParams = z.object({
  kind: z.enum(USER_CONTENT_KINDS).openapi({ param: { name: "kind", in: "path" }, example: "tracks" }),
  uuid: uuidParam,
});

const signedOut = errorResponse("Not signed in");
const notPaid = errorResponse("Signed in without All-Access");
const noSuchItem = errorResponse("No such item, or someone else's unshared item");
const notOwner = errorResponse("Not paid, or someone else's shared item");
const member = { 401: signedOut, 403: notPaid };

const listMine = createRoute({
  method: "get",
  path: `${BASE}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "The member's tracks (with a simplified line) and waypoints, newest first",
  responses: { 200: json(myContentSchema, "My Content"), ...member },
});

const createTrack = createRoute({
  method: "post",
  path: `${BASE}/tracks/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "Save a track drawn on the map",
  request: { body: jsonBody(trackCreateSchema) },
  responses: {
    201: json(trackDetailSchema, "The new track"),
    400: errorResponse("Invalid name, notes, colour or line"),
    ...member,
    409: errorResponse("The member already has the most tracks allowed"),
  },
});

const getTrack = createRoute({
  method: "get",
  path: `${BASE}/tracks/{uuid}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "One of the member's tracks with every point",
  request: { params: itemParams },
  responses: { 200: json(trackDetailSchema, "The track"), ...member, 404: noSuchItem },
});

const updateTrack = createRoute({
  method: "patch",
  path: `${BASE}/tracks/{uuid}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "Rename, recolour, annotate, redraw or share a track (owner)",
  request: { params: itemParams, body: jsonBody(trackUpdateSchema) },
  responses: {
    200: json(trackDetailSchema, "The track"),
    400: errorResponse("Invalid fields"),
    401: signedOut,
    403: notOwner,
    404: noSuchItem,
  },
});

const deleteTrack = createRoute({
  method: "delete",
  path: `${BASE}/tracks/{uuid}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "Delete a track (owner)",
  request: { params: itemParams },
  responses: { 204: { description: "Deleted" }, 401: signedOut, 403: notOwner, 404: noSuchItem },
});

const createWaypoint = createRoute({
  method: "post",
  path: `${BASE}/waypoints/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "Add a waypoint",
  request: { body: jsonBody(waypointCreateSchema) },
  responses: {
    201: json(waypointSchema, "The new waypoint"),
    400: errorResponse("Invalid fields"),
    ...member,
    409: errorResponse("The member already has the most waypoints allowed"),
  },
});

const getWaypoint = createRoute({
  method: "get",
  path: `${BASE}/waypoints/{uuid}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "One of the member's waypoints",
  request: { params: itemParams },
  responses: { 200: json(waypointSchema, "The waypoint"), ...member, 404: noSuchItem },
});

const updateWaypoint = createRoute({
  method: "patch",
  path: `${BASE}/waypoints/{uuid}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "Change or share a waypoint (owner)",
  request: { params: itemParams, body: jsonBody(waypointUpdateSchema) },
  responses: {
    200: json(waypointSchema, "The waypoint"),
    400: errorResponse("Invalid fields"),
    401: signedOut,
    403: notOwner,
    404: noSuchItem,
  },
});

const deleteWaypoint = createRoute({
  method: "delete",
  path: `${BASE}/waypoints/{uuid}/`,
  middleware: [requires(ROUTE_RULES.myContent)] as const,
  tags: TAGS,
  summary: "Delete a waypoint (owner)",
  request: { params: itemParams },
  responses: { 204: { description: "Deleted" }, 401: signedOut, 403: notOwner, 404: noSuchItem },
});

/** The import's path, exempt from the API-wide body limit: it sets its own after its check. */
export const IMPORT_UPLOAD_PATH = /^\/v2\/user-content\/import\/$/;

/** Members only: checked before the upload is read. */
const paidMembersOnly = createMiddleware<AppEnv>(async (c, next) => {
  requirePaidMember(c.var.user);
  await next();
});

/** Files plus the multipart framing around them, read only once the member is known. */
const importBodyLimit = uploadBodyLimit(USER_CONTENT_LIMITS.fileBytes * 2 + 1024 * 1024, {
  detail: `The upload is too large: send at most ${USER_CONTENT_LIMITS.fileBytes / 1024 / 1024} MB per file, a few files at a time.`,
  code: "payload_too_large",
});

const importFiles = createRoute({
  method: "post",
  path: `${BASE}/import/`,
  tags: TAGS,
  summary: 'Import GPX 1.0/1.1, KML or GeoJSON files (multipart field "files", one or more)',
  middleware: [requires(ROUTE_RULES.myContent), paidMembersOnly, importBodyLimit] as const,
  description:
    `Each file is read and stored in its own transaction: all of it or nothing. At most ${USER_CONTENT_LIMITS.filesPerImport} ` +
    `files of ${USER_CONTENT_LIMITS.fileBytes / 1024 / 1024} MB each. Tracks keep their segments, routes become tracks, ` +
    "waypoints stay waypoints. The answer has one result per file, in order, with an error naming the file and the problem.",
  request: {
    body: {
      content: {
        // A plain schema for the docs only: the handler reads the files itself (zod cannot check a File).
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { files: { type: "array", items: { type: "string", format: "binary" } } },
            required: ["files"],
          },
        },
      },
    },
  },
  responses: {
    200: json(importResultSchema, "One result per file"),
    400: errorResponse("No files, or too many"),
    ...member,
    413: errorResponse("The upload is too large"),
  },
});

const exportItem = createRoute({
  method: "get",
  path: `${BASE}/{kind}/{uuid}/export/`,
  middleware: [requires(ROUTE_RULES.sharedByOwner)] as const,
  tags: TAGS,
  summary: `A track or waypoint as a file: ${EXPORT_FORMATS.join(", ")} (the owner's, or anyone's shared item)`,
  request: { params: exportParams, query: exportQuerySchema },
  responses: {
    200: {
      description: "The file, as an attachment",
      content: {
        "application/gpx+xml": { schema: z.string() },
        "application/vnd.google-earth.kml+xml": { schema: z.string() },
        "application/geo+json": { schema: z.string() },
      },
    },
    400: errorResponse("Unknown format, or a route asked of a waypoint"),
    ...member,
    404: noSuchItem,
  },
});

const getShared = createRoute({
  method: "get",
  path: `${BASE}/shared/{uuid}/`,
  middleware: [requires(ROUTE_RULES.sharedByOwner)] as const,
  tags: TAGS,
  summary: "A shared track or waypoint, read-only, for anyone (cut at its owner's privacy zones for everyone else)",
  request: { params: itemParams },
  responses: { 200: json(sharedContentSchema, "The shared item"), 404: errorResponse("Not shared, or no such item") },
});

const tileNumber = (name: string, example: string) =>
  z.string().openapi({ param: { name, in: "path" }, example, description: "A whole number" });
const sharedTileParams = z.object({
  uuid: uuidParam,
  z: tileNumber("z", "14"),
  x: tileNumber("x", "3030"),
  // The path's last part is the file name "{y}.mvt", read whole and checked by the handler.
  y: z.string().openapi({ param: { name: "y", in: "path" }, example: "6512.mvt", description: 'The row, then ".mvt"' }),
});

const getSharedTile = createRoute({
  method: "get",
  path: `${BASE}/shared/{uuid}/tiles/{z}/{x}/{y}`,
  middleware: [requires(ROUTE_RULES.sharedByOwner)] as const,
  tags: TAGS,
  summary: `A vector tile of a shared track's line, z 0 to ${MAX_TILE_ZOOM} (cut at its owner's privacy zones for everyone else)`,
  description: `One layer, "${SHARED_TRACK_TILE_LAYER}". Never kept by shared caches: a new privacy zone applies to the next request.`,
  request: { params: sharedTileParams },
  responses: {
    200: { description: "The tile", content: { [MVT_CONTENT_TYPE]: { schema: z.string().openapi({ format: "binary" }) } } },
    400: errorResponse("Tile z, x or y not whole numbers, or off the grid"),
    404: errorResponse("Not shared, no such track, or nothing left to show"),
  },
});

// The member's privacy zones (docs/decisions/0061-privacy-zones.md): places around which the ends of
// their shared tracks, and their shared waypoints, are hidden from everyone else.
const ZONES = "/v2/users/me/privacy-zones";
const ZONE_TAGS = ["Privacy zones"];

const listPrivacyZones = createRoute({
  method: "get",
  path: `${ZONES}/`,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ZONE_TAGS,
  summary: "The signed-in member's privacy zones, oldest first",
  responses: { 200: json(privacyZonesSchema, "The zones"), 401: signedOut },
});

const createPrivacyZone = createRoute({
  method: "post",
  path: `${ZONES}/`,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ZONE_TAGS,
  summary: `Add a privacy zone: a name, a centre and a radius of ${PRIVACY_ZONE_LIMITS.minRadiusMetres} to ${PRIVACY_ZONE_LIMITS.maxRadiusMetres} m`,
  request: { body: jsonBody(privacyZoneCreateSchema) },
  responses: {
    201: json(privacyZoneSchema, "The new zone"),
    400: errorResponse("Invalid name, centre or radius"),
    401: signedOut,
    409: errorResponse("The member already has the most zones allowed"),
  },
});

const deletePrivacyZone = createRoute({
  method: "delete",
  path: `${ZONES}/{uuid}/`,
  middleware: [requires(ROUTE_RULES.owner)] as const,
  tags: ZONE_TAGS,
  summary: "Delete one of the member's privacy zones (owner)",
  request: { params: itemParams },
  responses: { 204: { description: "Deleted" }, 401: signedOut, 404: errorResponse("No such zone, or someone else's") },
});

/** The multipart "files" field as named byte arrays; text parts are not files. */
async function uploadedFiles(body: Record<string, string | File | (string | File)[]>): Promise<UploadedFile[]> {
  const parts = body.files ?? body["files[]"];
  const files = (Array.isArray(parts) ? parts : parts === undefined ? [] : [parts]).filter(
    (part): part is File => typeof part !== "string",
  );
  if (files.length === 0) {
    throw badRequest('Attach one or more files in the "files" field.', { files: ["Choose a file to import."] });
  }
  if (files.length > USER_CONTENT_LIMITS.filesPerImport) {
    throw badRequest(`Import at most ${USER_CONTENT_LIMITS.filesPerImport} files at a time.`, {
      files: [`Choose at most ${USER_CONTENT_LIMITS.filesPerImport} files.`],
    });
  }
  return Promise.all(files.map(async (file) => ({ name: file.name || "file", bytes: new Uint8Array(await file.arrayBuffer()) })));
}

export function userContentRoutes(services: Pick<Services, "userContent">) {
  const router = apiRouter();
  return router
    .openapi(listMine, async (c) => c.json(await services.userContent.listMine(c.var.user), 200))
    .openapi(createTrack, async (c) => c.json(await services.userContent.createTrack(c.req.valid("json"), c.var.user), 201))
    .openapi(getTrack, async (c) => c.json(await services.userContent.getTrack(c.req.valid("param").uuid, c.var.user), 200))
    .openapi(updateTrack, async (c) =>
      c.json(await services.userContent.updateTrack(c.req.valid("param").uuid, c.req.valid("json"), c.var.user), 200),
    )
    .openapi(deleteTrack, async (c) => {
      await services.userContent.deleteTrack(c.req.valid("param").uuid, c.var.user);
      return c.body(null, 204);
    })
    .openapi(createWaypoint, async (c) => c.json(await services.userContent.createWaypoint(c.req.valid("json"), c.var.user), 201))
    .openapi(getWaypoint, async (c) => c.json(await services.userContent.getWaypoint(c.req.valid("param").uuid, c.var.user), 200))
    .openapi(updateWaypoint, async (c) =>
      c.json(await services.userContent.updateWaypoint(c.req.valid("param").uuid, c.req.valid("json"), c.var.user), 200),
    )
    .openapi(deleteWaypoint, async (c) => {
      await services.userContent.deleteWaypoint(c.req.valid("param").uuid, c.var.user);
      return c.body(null, 204);
    })
    .openapi(importFiles, async (c) => {
      const { userContent } = services;
      const body = await c.req.parseBody({ all: true }).catch(() => {
        throw badRequest('Send the files as multipart/form-data in the field "files".');
      });
      const files = await uploadedFiles(body);
      return c.json({ results: await userContent.importFiles(files, c.var.user) }, 200);
    })
    .openapi(exportItem, async (c) => {
      const { kind, uuid } = c.req.valid("param");
      const { body, contentType, fileName } = await services.userContent.exportItem(
        kind,
        uuid,
        c.req.valid("query").format,
        c.var.user,
      );
      return c.body(body, 200, {
        "content-type": contentType,
        "content-disposition": `attachment; filename="${fileName}"`,
      });
    })
    .openapi(getShared, async (c) => c.json(await services.userContent.getShared(c.req.valid("param").uuid, c.var.user), 200))
    .openapi(getSharedTile, async (c) => {
      const { uuid, z, x, y: file } = c.req.valid("param");
      const y = file.endsWith(".mvt") ? file.slice(0, -".mvt".length) : "";
      const parsed = parseTilePosition({ z, x, y }, MAX_TILE_ZOOM);
      if ("problem" in parsed) throw new HttpError(400, "bad_request", parsed.problem.detail);
      const bytes = await services.userContent.sharedTrackTile(uuid, parsed.position, c.var.user);
      // Cut per reader, and a new zone must apply at once: no shared cache keeps it.
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie, Authorization");
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Content-Type", MVT_CONTENT_TYPE);
      return c.body(bytes, 200);
    })
    .openapi(listPrivacyZones, async (c) => c.json(await services.userContent.listPrivacyZones(c.var.user), 200))
    .openapi(createPrivacyZone, async (c) =>
      c.json(await services.userContent.createPrivacyZone(c.req.valid("json"), c.var.user), 201),
    )
    .openapi(deletePrivacyZone, async (c) => {
      await services.userContent.deletePrivacyZone(c.req.valid("param").uuid, c.var.user);
      return c.body(null, 204);
    });
}
