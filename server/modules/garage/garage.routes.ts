// /api/v2/users/me/vehicles/: the signed-in user's garage (401 signed out). A rig of someone else is
// as unknown as a missing one (404).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import {
  garageSchema,
  rigFilterSchema,
  vehicleCreateSchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from "../../../shared/contracts/garage.contract";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { photoUploadBody, photoUploadLimit, photoUploadOf } from "../photos/photo-upload";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Garage"];

type GarageServices = Pick<Services, "garage" | "rigFit">;

const vehicleParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name: "id", in: "path" }, example: 3 }),
});

const signedOut = errorResponse("Not signed in");
const invalidVehicle = errorResponse("Invalid vehicle, with the reason next to each field");
const noSuchVehicle = errorResponse("No such vehicle in the user's garage");

const getGarage = createRoute({
  method: "get",
  path: "/v2/users/me/vehicles/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "The signed-in user's rigs, the primary one first",
  responses: { 200: json(garageSchema, "The garage"), 401: signedOut },
});

const addVehicle = createRoute({
  method: "post",
  path: "/v2/users/me/vehicles/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Add a rig (the first one is primary)",
  request: { body: jsonBody(vehicleCreateSchema) },
  responses: {
    201: json(vehicleSchema, "The new rig"),
    400: invalidVehicle,
    401: signedOut,
    409: errorResponse("The garage is full"),
  },
});

const updateVehicle = createRoute({
  method: "patch",
  path: "/v2/users/me/vehicles/{id}/",
  middleware: [requires(ROUTE_RULES.owner)] as const,
  tags: TAGS,
  summary: "Change a rig, or make it the primary one",
  request: { params: vehicleParams, body: jsonBody(vehicleUpdateSchema) },
  responses: { 200: json(vehicleSchema, "The rig"), 400: invalidVehicle, 401: signedOut, 404: noSuchVehicle },
});

const removeVehicle = createRoute({
  method: "delete",
  path: "/v2/users/me/vehicles/{id}/",
  middleware: [requires(ROUTE_RULES.owner)] as const,
  tags: TAGS,
  summary: "Remove a rig (removing the primary one makes the newest left primary)",
  request: { params: vehicleParams },
  responses: { 204: { description: "Removed" }, 401: signedOut, 404: noSuchVehicle },
});

const getRigFilter = createRoute({
  method: "get",
  path: "/v2/users/me/rig-fit/",
  middleware: [requires(ROUTE_RULES.rigFilter)] as const,
  tags: TAGS,
  summary:
    "Fits my rig: the primary rig and the points of concern that make a trail not recommended for it (All-Access, for the map's filter)",
  responses: {
    200: json(rigFilterSchema, "The rig and the concerns that rule a trail out"),
    401: signedOut,
    403: errorResponse("Filtering by rig is part of All-Access"),
    409: errorResponse("No primary rig in the garage"),
  },
});

/** The rig photo upload's path, exempt from the API-wide body limit: it sets its own once the rig's owner is known. */
export const VEHICLE_PHOTO_UPLOAD_PATH = /^\/v2\/users\/me\/vehicles\/[^/]+\/photo\/$/;

/** Only the rig's owner may send its photo: checked before the upload is read. */
const vehicleOwnerOnly = (garage: GarageServices["garage"]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = requireUser(c);
    const id = vehicleParams.safeParse(c.req.param());
    if (id.success) await garage.requireOwnVehicle(id.data.id, user);
    await next();
  });

const setVehiclePhoto = (garage: GarageServices["garage"]) =>
  createRoute({
    method: "put",
    path: "/v2/users/me/vehicles/{id}/photo/",
    tags: TAGS,
    summary: 'Set or replace a rig\'s photo (multipart field "photo")',
    middleware: [requires(ROUTE_RULES.owner), vehicleOwnerOnly(garage), photoUploadLimit()] as const,
    request: { params: vehicleParams, body: photoUploadBody(z.object({})) },
    responses: {
      200: json(vehicleSchema, "The rig with its photo"),
      400: errorResponse("No photo, or not a readable photo (next to the field)"),
      401: signedOut,
      404: noSuchVehicle,
      413: errorResponse("The photo is too large (next to the field)"),
    },
  });

const removeVehiclePhoto = createRoute({
  method: "delete",
  path: "/v2/users/me/vehicles/{id}/photo/",
  middleware: [requires(ROUTE_RULES.owner)] as const,
  tags: TAGS,
  summary: "Remove a rig's photo",
  request: { params: vehicleParams },
  responses: { 204: { description: "Removed" }, 401: signedOut, 404: noSuchVehicle },
});

export function garageRoutes(services: GarageServices) {
  return apiRouter()
    .openapi(getGarage, async (c) => c.json(await services.garage.getGarage(requireUser(c)), 200))
    .openapi(getRigFilter, async (c) => c.json(await services.rigFit.filterFor(c.var.user), 200))
    .openapi(addVehicle, async (c) => {
      const user = requireUser(c);
      return c.json(await services.garage.addVehicle(c.req.valid("json"), user), 201);
    })
    .openapi(updateVehicle, async (c) => {
      const user = requireUser(c);
      return c.json(await services.garage.updateVehicle(c.req.valid("param").id, c.req.valid("json"), user), 200);
    })
    .openapi(removeVehicle, async (c) => {
      const user = requireUser(c);
      await services.garage.removeVehicle(c.req.valid("param").id, user);
      return c.body(null, 204);
    })
    .openapi(setVehiclePhoto(services.garage), async (c) => {
      const user = requireUser(c);
      const photo = await photoUploadOf(c.req.valid("form").photo);
      return c.json(await services.garage.setVehiclePhoto(c.req.valid("param").id, photo, user), 200);
    })
    .openapi(removeVehiclePhoto, async (c) => {
      const user = requireUser(c);
      await services.garage.removeVehiclePhoto(c.req.valid("param").id, user);
      return c.body(null, 204);
    });
}
