// /api/v2/users/me/ (PATCH: the signed-in user's settings, 401 signed out), /api/v2/users/me/photo/
// (the avatar, cropped to a square, ADR 0038) and /api/v2/users/{uuid}/profile/ (anyone: the profile
// as that reader may see it, ADR 0033).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import {
  avatarCropSchema,
  profilePhotoSchema,
  profileSettingsSchema,
  profileSettingsUpdateSchema,
  publicProfileSchema,
} from "../../../shared/contracts/profile.contract";
import { requireUser } from "../../http/authenticate";
import { photoUploadBody, photoUploadLimit, photoUploadOf, signedInOnly } from "../photos/photo-upload";
import { apiRouter, errorResponse, json } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Profiles"];

const updateSettings = createRoute({
  method: "patch",
  path: "/v2/users/me/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Change the signed-in user's name, sign-up answers, units and profile visibility",
  request: { body: { content: { "application/json": { schema: profileSettingsUpdateSchema } }, required: true } },
  responses: {
    200: json(profileSettingsSchema, "The settings"),
    400: errorResponse("Invalid settings, with the reason next to each field"),
    401: errorResponse("Not signed in"),
  },
});

const getProfile = createRoute({
  method: "get",
  path: "/v2/users/{uuid}/profile/",
  middleware: [requires(ROUTE_RULES.sharedByOwner)] as const,
  tags: TAGS,
  summary: "A user's profile: the name and member-since date, and the rest when public or one's own",
  request: { params: z.object({ uuid: z.uuid().openapi({ param: { name: "uuid", in: "path" } }) }) },
  responses: { 200: json(publicProfileSchema, "The profile"), 404: errorResponse("No such user") },
});

/** The avatar upload's path, exempt from the API-wide body limit: it sets its own once the user is known. */
export const AVATAR_UPLOAD_PATH = /^\/v2\/users\/me\/photo\/$/;

const setPhoto = createRoute({
  method: "put",
  path: "/v2/users/me/photo/",
  tags: TAGS,
  summary:
    'Set the signed-in user\'s avatar: multipart field "photo" and the square to keep (crop_x, crop_y, crop_size in pixels of the upright photo)',
  middleware: [requires(ROUTE_RULES.signedIn), signedInOnly, photoUploadLimit()] as const,
  request: { body: photoUploadBody(avatarCropSchema) },
  responses: {
    200: json(profilePhotoSchema, "The new avatar"),
    400: errorResponse("No photo, not a readable photo, or a square outside it (next to the field)"),
    401: errorResponse("Not signed in"),
    413: errorResponse("The photo is too large (next to the field)"),
  },
});

const removePhoto = createRoute({
  method: "delete",
  path: "/v2/users/me/photo/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Remove the signed-in user's avatar (initials show instead)",
  responses: { 204: { description: "Removed" }, 401: errorResponse("Not signed in") },
});

export function profileRoutes(services: Pick<Services, "profiles">) {
  return apiRouter()
    .openapi(updateSettings, async (c) => {
      const user = requireUser(c);
      return c.json(await services.profiles.updateSettings(user, c.req.valid("json")), 200);
    })
    .openapi(setPhoto, async (c) => {
      const user = requireUser(c);
      const { crop_x, crop_y, crop_size } = c.req.valid("form");
      const photo = await photoUploadOf(c.req.valid("form").photo);
      return c.json(await services.profiles.setPhoto(user, photo, { crop_x, crop_y, crop_size }), 200);
    })
    .openapi(removePhoto, async (c) => {
      await services.profiles.removePhoto(requireUser(c));
      return c.body(null, 204);
    })
    .openapi(getProfile, async (c) => c.json(await services.profiles.getProfile(c.req.valid("param").uuid, c.var.user), 200));
}
