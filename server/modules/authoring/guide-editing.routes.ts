// Guide authoring (issue "Authoring", ADR 0042): the editor's calls for trails and scout routes
// (/api/v2/{segment}/edit/{id}/ with its draft and photos), the workflow action, a new scout route
// and a new editor note. Each kind's routes are built from the same definitions and handlers.
import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import {
  draftInputSchema,
  draftSavedSchema,
  editableScoutRouteSchema,
  editableTrailSchema,
  editorNoteInputSchema,
  editorPhotoSchema,
  guidePhotoPatchSchema,
  guidePhotoUploadFieldsSchema,
  newScoutRouteCreatedSchema,
  newScoutRouteSchema,
  newScoutRouteUploadFieldsSchema,
  scoutRouteSaveSchema,
  trailSaveSchema,
  workflowActionSchema,
  workflowSummarySchema,
  type GuideKind,
} from "../../../shared/contracts/guide-editor.contract";
import { editorNoteSchema, scoutRouteSchema } from "../../../shared/contracts/scout-route.contract";
import { trailSchema } from "../../../shared/contracts/trail.contract";
import { USER_CONTENT_LIMITS } from "../../../shared/contracts/user-content.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { isJsonRequest, uploadBodyLimit } from "../../http/body-limits";
import { requires } from "../../http/route-access";
import { photoUploadBody, photoUploadLimit, photoUploadOf } from "../photos/photo-upload";
import { apiRouter, errorResponse, idParam, json, jsonBody } from "../../http/openapi-routes";
import { GUIDE_KIND_ROUTES as KINDS, guideParams } from "../guides/route-helpers";
import { routeFromFile } from "./route-file";
import type { Services } from "../../services";

const photoParams = guideParams.extend({
  photo_id: idParam.openapi({ param: { name: "photo_id", in: "path" }, example: 7 }),
});

const editorErrors = (kind: GuideKind) => ({
  401: errorResponse("Not signed in"),
  403: errorResponse(`Not allowed to edit this ${KINDS[kind].noun}`),
  404: errorResponse(`No such ${KINDS[kind].noun}`),
});

const editPathOf = (kind: GuideKind, tail = "") => `/v2/${KINDS[kind].segment}/edit/{id}/${tail}`;
const editableSchemaOf = (kind: GuideKind) => (kind === "trail" ? editableTrailSchema : editableScoutRouteSchema);

const getEditable = (kind: GuideKind) =>
  createRoute({
    method: "get",
    path: editPathOf(kind),
    tags: [KINDS[kind].tag],
    summary: `The ${KINDS[kind].noun} as its editor loads it, with the caller's autosaved draft`,
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: guideParams },
    responses: { 200: json(editableSchemaOf(kind), `The editable ${KINDS[kind].noun}`), ...editorErrors(kind) },
  });

const saveGuide = (kind: GuideKind) =>
  createRoute({
    method: "patch",
    path: editPathOf(kind),
    tags: [KINDS[kind].tag],
    summary: `Save any of the ${KINDS[kind].noun}'s fields with the reason, in one transaction with its history entry`,
    description:
      "Waypoints are sent as the full ordered list. `new_edition_date` is SUPER only; a body of `new_edition_date` alone " +
      `answers the ${KINDS[kind].noun} as its page reads it, any other save the editable ${KINDS[kind].noun}.` +
      (kind === "trail"
        ? " A trail's `is_preview` and `is_boh` are refused (400, next to the field): SUPER sets them with PATCH /api/v2/admin/trail-cms/{id}/flags/."
        : ""),
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: guideParams, body: jsonBody(kind === "trail" ? trailSaveSchema : scoutRouteSaveSchema) },
    responses: {
      200: json(z.union([editableSchemaOf(kind), kind === "trail" ? trailSchema : scoutRouteSchema]), "The saved guide"),
      400: errorResponse("Invalid fields, each with its reason; nothing was saved"),
      ...editorErrors(kind),
      409: errorResponse("Someone else saved the guide since the editor loaded it"),
    },
  });

const putDraft = (kind: GuideKind) =>
  createRoute({
    method: "put",
    path: editPathOf(kind, "draft/"),
    tags: [KINDS[kind].tag],
    summary: "Autosave the caller's unsaved form",
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: guideParams, body: jsonBody(draftInputSchema) },
    responses: { 200: json(draftSavedSchema, "Kept"), 400: errorResponse("Unknown fields, or too large"), ...editorErrors(kind) },
  });

const deleteDraft = (kind: GuideKind) =>
  createRoute({
    method: "delete",
    path: editPathOf(kind, "draft/"),
    tags: [KINDS[kind].tag],
    summary: "Discard the caller's autosaved form",
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: guideParams },
    responses: { 204: { description: "Discarded" }, ...editorErrors(kind) },
  });

/** The photo upload paths, exempt from the API-wide body limit: they set their own once the editor is known. */
export const GUIDE_PHOTO_UPLOAD_PATH = /^\/v2\/(trails|scout-routes)\/edit\/[^/]+\/photos\/$/;
/** A new scout route from a file: its own limit, the size of a user-content import file. */
export const NEW_SCOUT_ROUTE_PATH = /^\/v2\/scout-routes\/$/;

/** Only someone who may edit the guide sends it a photo: checked before the upload is read. */
const guideEditorOnly = (kind: GuideKind, guideEditing: GuideEditingServices["guideEditing"]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = guideParams.safeParse(c.req.param());
    if (id.success) await guideEditing.requireEditor(kind, id.data.id, requireUser(c));
    await next();
  });

const addPhoto = (kind: GuideKind, guideEditing: GuideEditingServices["guideEditing"]) =>
  createRoute({
    method: "post",
    path: editPathOf(kind, "photos/"),
    tags: [KINDS[kind].tag],
    summary: `Add a photo to the ${KINDS[kind].noun} or one of its waypoints (multipart field "photo")`,
    middleware: [requires(ROUTE_RULES.guideEditor), guideEditorOnly(kind, guideEditing), photoUploadLimit()] as const,
    request: { params: guideParams, body: photoUploadBody(guidePhotoUploadFieldsSchema) },
    responses: {
      201: json(editorPhotoSchema, "The photo"),
      400: errorResponse("No photo, not a readable photo, or a waypoint of another guide (next to the field)"),
      ...editorErrors(kind),
      413: errorResponse("The photo is too large (next to the field)"),
    },
  });

const updatePhoto = (kind: GuideKind) =>
  createRoute({
    method: "patch",
    path: editPathOf(kind, "photos/{photo_id}/"),
    tags: [KINDS[kind].tag],
    summary: "Change a photo's caption, type or position",
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: photoParams, body: jsonBody(guidePhotoPatchSchema) },
    responses: { 200: json(editorPhotoSchema, "The photo"), 400: errorResponse("Invalid fields"), ...editorErrors(kind) },
  });

const removePhoto = (kind: GuideKind) =>
  createRoute({
    method: "delete",
    path: editPathOf(kind, "photos/{photo_id}/"),
    tags: [KINDS[kind].tag],
    summary: "Remove a photo",
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: photoParams },
    responses: { 204: { description: "Removed" }, ...editorErrors(kind) },
  });

const takeWorkflowAction = (kind: GuideKind) =>
  createRoute({
    method: "post",
    path: `/v2/${KINDS[kind].segment}/{id}/workflow/`,
    tags: [KINDS[kind].tag],
    summary: `Move the ${KINDS[kind].noun} through the publishing workflow: submit (its author), request changes, accept, publish, unpublish (ADMIN or greater)`,
    middleware: [requires(ROUTE_RULES.guideEditor)] as const,
    request: { params: guideParams, body: jsonBody(workflowActionSchema) },
    responses: {
      200: json(workflowSummarySchema, "Where the guide is now, and what the caller may do next"),
      400: errorResponse("No note where one is needed"),
      401: errorResponse("Not signed in"),
      403: errorResponse("Not allowed to take this action"),
      404: errorResponse(`No such ${KINDS[kind].noun}`),
      409: errorResponse("The action is not open from the guide's state"),
    },
  });

const fileLimit = uploadBodyLimit(USER_CONTENT_LIMITS.fileBytes + 64 * 1024, {
  detail: `The file is too large: send at most ${USER_CONTENT_LIMITS.fileBytes / 1024 / 1024} MB.`,
  code: "payload_too_large",
});

/** A file's limit, read once the sender is known; a drawn line (JSON) is held to the API-wide limit already. */
const routeFileLimit = createMiddleware<AppEnv>((c, next) =>
  isJsonRequest(c.req.header("content-type")) ? next() : fileLimit(c, next),
);

const fileField = z.any().openapi({ type: "string", format: "binary" });

const createScoutRoute = createRoute({
  method: "post",
  path: "/v2/scout-routes/",
  tags: ["Scout routes"],
  summary: 'Start a scout route, in draft, from a drawn line (JSON) or a GPX or KML file (multipart field "file")',
  description:
    "The line's first point is the trailhead; from a file, the first track or route is the line and its waypoints become the route's.",
  middleware: [requires(ROUTE_RULES.scout), routeFileLimit] as const,
  request: {
    body: {
      content: {
        "application/json": { schema: newScoutRouteSchema },
        "multipart/form-data": { schema: newScoutRouteUploadFieldsSchema.extend({ file: fileField }) },
      },
    },
  },
  responses: {
    201: json(newScoutRouteCreatedSchema, "The new route and where to edit it"),
    400: errorResponse("Invalid fields, or a file that cannot be read (next to the field)"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not SCOUT or greater"),
    413: errorResponse("The file is too large"),
  },
});

const addEditorNote = createRoute({
  method: "post",
  path: "/v2/vendors/editor-notes/",
  tags: ["Scout routes", "Trails"],
  summary: "Add a note to a scout route ({scout_route}) or a trail ({trail}): its author, or ADMIN or greater",
  middleware: [requires(ROUTE_RULES.guideAuthorOrEditor)] as const,
  request: { body: jsonBody(editorNoteInputSchema) },
  responses: {
    201: json(editorNoteSchema, "The note"),
    400: errorResponse("No content, or not exactly one guide"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not allowed to write notes on this guide"),
    404: errorResponse("No such guide"),
  },
});

type GuideEditingServices = Pick<Services, "guideEditing" | "guideWorkflow" | "guides">;

function guideEditingRoutesOf(kind: GuideKind, services: GuideEditingServices) {
  return apiRouter()
    .openapi(getEditable(kind), async (c) =>
      c.json(await services.guideEditing.getEditable(kind, c.req.valid("param").id, requireUser(c)), 200),
    )
    .openapi(saveGuide(kind), async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const keys = Object.keys(body);
      // The edition-date call of the guide pages (spec §7) answers as it always has: the guide as its page reads it.
      if (keys.length === 1 && keys[0] === "new_edition_date") {
        const date = body.new_edition_date ?? null;
        const guide =
          kind === "trail"
            ? await services.guides.setTrailNewEditionDate(id, date, user)
            : await services.guides.setScoutRouteNewEditionDate(id, date, user);
        return c.json(guide, 200);
      }
      return c.json(await services.guideEditing.save(kind, id, body, user), 200);
    })
    .openapi(putDraft(kind), async (c) =>
      c.json(
        await services.guideEditing.saveDraft(kind, c.req.valid("param").id, c.req.valid("json").fields, requireUser(c)),
        200,
      ),
    )
    .openapi(deleteDraft(kind), async (c) => {
      await services.guideEditing.discardDraft(kind, c.req.valid("param").id, requireUser(c));
      return c.body(null, 204);
    })
    .openapi(addPhoto(kind, services.guideEditing), async (c) => {
      const form = c.req.valid("form");
      const photo = await photoUploadOf(form.photo);
      const input = { photo, photoType: form.photo_type, caption: form.caption ?? null, waypointId: form.waypoint_id ?? null };
      return c.json(await services.guideEditing.addPhoto(kind, c.req.valid("param").id, input, requireUser(c)), 201);
    })
    .openapi(updatePhoto(kind), async (c) => {
      const { id, photo_id: photoId } = c.req.valid("param");
      return c.json(await services.guideEditing.updatePhoto(kind, id, photoId, c.req.valid("json"), requireUser(c)), 200);
    })
    .openapi(removePhoto(kind), async (c) => {
      const { id, photo_id: photoId } = c.req.valid("param");
      await services.guideEditing.deletePhoto(kind, id, photoId, requireUser(c));
      return c.body(null, 204);
    })
    .openapi(takeWorkflowAction(kind), async (c) =>
      c.json(await services.guideWorkflow.takeAction(kind, c.req.valid("param").id, c.req.valid("json"), requireUser(c)), 200),
    );
}

export function guideEditingRoutes(services: GuideEditingServices) {
  return apiRouter()
    .route("/", guideEditingRoutesOf("scout-route", services))
    .route("/", guideEditingRoutesOf("trail", services))
    .openapi(createScoutRoute, async (c) => {
      const user = requireUser(c);
      // Each body is checked by its own schema, the one its content type names.
      const input = isJsonRequest(c.req.header("content-type"))
        ? routeFromLine(c.req.valid("json") as z.output<typeof newScoutRouteSchema>)
        : await routeFromFile(c.req.valid("form"));
      return c.json(await services.guideEditing.createScoutRoute(input, user), 201);
    })
    .openapi(addEditorNote, async (c) => {
      const { scout_route: scoutRouteId, trail: trailId, content } = c.req.valid("json");
      const [kind, id] = trailId === undefined ? (["scout-route", scoutRouteId!] as const) : (["trail", trailId] as const);
      return c.json(await services.guideEditing.addEditorNote(kind, id, content, requireUser(c)), 201);
    });
}

function routeFromLine(body: z.output<typeof newScoutRouteSchema>) {
  return { title: body.title, stateCode: body.state_code, coordinates: body.geojson.coordinates, waypoints: [] };
}
