// /api/v2/users/me/ (PATCH: the signed-in user's settings, 401 signed out) and
// /api/v2/users/{uuid}/profile/ (anyone: the profile as that reader may see it, ADR 0033).
import { createRoute, z } from "@hono/zod-openapi";
import {
  profileSettingsSchema,
  profileSettingsUpdateSchema,
  publicProfileSchema,
} from "../../../shared/contracts/profile.contract";
import { requireUser } from "../../http/authenticate";
import { errorResponse, guideRouter, json } from "../guides/route-helpers";

const TAGS = ["Profiles"];

const updateSettings = createRoute({
  method: "patch",
  path: "/v2/users/me/",
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
  tags: TAGS,
  summary: "A user's profile: the name and member-since date, and the rest when public or one's own",
  request: { params: z.object({ uuid: z.uuid().openapi({ param: { name: "uuid", in: "path" } }) }) },
  responses: { 200: json(publicProfileSchema, "The profile"), 404: errorResponse("No such user") },
});

export function profileRoutes() {
  return guideRouter()
    .openapi(updateSettings, async (c) => {
      const user = requireUser(c);
      return c.json(await c.var.services.profiles.updateSettings(user, c.req.valid("json")), 200);
    })
    .openapi(getProfile, async (c) =>
      c.json(await c.var.services.profiles.getProfile(c.req.valid("param").uuid, c.var.user), 200),
    );
}
