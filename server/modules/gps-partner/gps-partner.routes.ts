// /api/v2/users/me/gps-partner/...: the signed-in reader's link to the GPS partner (ADR 0057) —
// start and complete its OAuth authorization, read or remove the link, and send a guide or a track.
// 404 everywhere while no partner is configured.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import {
  gpsAuthorizationCompleteSchema,
  gpsAuthorizationDoneSchema,
  gpsAuthorizationStartSchema,
  gpsAuthorizationUrlSchema,
  gpsPartnerLinkSchema,
  gpsPartnerUnlinkSchema,
  gpsUploadRequestSchema,
  gpsUploadResultSchema,
} from "../../../shared/contracts/gps-partner.contract";
import { requireUser } from "../../http/authenticate";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["GPS partner"];
const BASE = "/v2/users/me/gps-partner";

const signedOut = errorResponse("Not signed in");
const notConfigured = errorResponse("No GPS partner is configured");

const getLink = createRoute({
  method: "get",
  path: `${BASE}/`,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "The GPS partner and whether the signed-in reader has linked it",
  responses: { 200: json(gpsPartnerLinkSchema, "The link"), 401: signedOut, 404: notConfigured },
});

const removeLink = createRoute({
  method: "delete",
  path: `${BASE}/`,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Disconnect: revoke the tokens at the partner (RFC 7009) and forget them, even when the partner is down",
  responses: { 200: json(gpsPartnerUnlinkSchema, "Disconnected"), 401: signedOut, 404: notConfigured },
});

const startAuthorization = createRoute({
  method: "post",
  path: `${BASE}/authorizations/`,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Start an authorization (PKCE S256 and state): the partner's authorize URL to send the reader to",
  request: { body: jsonBody(gpsAuthorizationStartSchema) },
  responses: {
    200: json(gpsAuthorizationUrlSchema, "Where to send the reader"),
    400: errorResponse("Invalid surface or return path (next to the field)"),
    401: signedOut,
    404: notConfigured,
  },
});

const completeAuthorization = createRoute({
  method: "post",
  path: `${BASE}/authorizations/complete/`,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Complete an authorization with the partner's code and state: the tokens are exchanged and kept encrypted",
  request: { body: jsonBody(gpsAuthorizationCompleteSchema) },
  responses: {
    200: json(gpsAuthorizationDoneSchema, "Linked, with the return path stored at the start"),
    400: errorResponse("Unknown, expired or used state, or the partner refused the code"),
    401: signedOut,
    404: notConfigured,
    502: errorResponse("The partner could not be reached"),
  },
});

const upload = createRoute({
  method: "post",
  path: `${BASE}/uploads/`,
  middleware: [requires(ROUTE_RULES.gpsPartnerSender)] as const,
  tags: TAGS,
  summary: "Send a trail, scout route or own track to the partner as GPX (the GPX download's rule applies)",
  request: { body: jsonBody(gpsUploadRequestSchema) },
  responses: {
    200: json(gpsUploadResultSchema, "Sent"),
    400: errorResponse("Invalid item (next to the field)"),
    401: signedOut,
    403: errorResponse("Not a paid reader"),
    404: errorResponse("No such item, or no GPS partner configured"),
    409: errorResponse("Not linked yet, or the partner ended the link: connect again"),
    502: errorResponse("The partner did not accept the upload (it is recorded)"),
  },
});

export function gpsPartnerRoutes(services: Pick<Services, "gpsPartner">) {
  return apiRouter()
    .openapi(getLink, async (c) => c.json(await services.gpsPartner.link(requireUser(c)), 200))
    .openapi(removeLink, async (c) => c.json(await services.gpsPartner.unlink(requireUser(c)), 200))
    .openapi(startAuthorization, async (c) =>
      c.json(await services.gpsPartner.startAuthorization(requireUser(c), c.req.valid("json")), 200),
    )
    .openapi(completeAuthorization, async (c) =>
      c.json(await services.gpsPartner.completeAuthorization(requireUser(c), c.req.valid("json")), 200),
    )
    .openapi(upload, async (c) => c.json(await services.gpsPartner.upload(requireUser(c), c.req.valid("json")), 200));
}
