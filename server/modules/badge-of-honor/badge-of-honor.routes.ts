// /api/v2/badge-of-honor/: the programme (anyone), a member's claims (signed in) and sending one
// (paid members, multipart with photos); /api/v2/admin/badge-submissions/: the staff queue and its
// decisions (ADMIN or greater). ADR 0035.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import {
  badgeProgrammeSchema,
  badgeQueueSchema,
  badgeRejectionSchema,
  badgeSubmissionFieldsSchema,
  badgeSubmissionListSchema,
  badgeSubmissionSchema,
  queuedBadgeSubmissionSchema,
} from "../../../shared/contracts/badge-of-honor.contract";
import { BADGE_LIMITS } from "../../../shared/domain/badge-of-honor";
import type { AppEnv } from "../../http/app-env";
import { uploadBodyLimit } from "../../http/body-limits";
import { MAX_PHOTO_BYTES } from "../photos/photo-renditions";
import { uploadedFilesOf } from "../photos/photo-upload";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";
import { requireClaimant } from "./badge-of-honor.service";

const TAGS = ["Badge of Honor"];
const SUBMISSIONS_PATH = "/v2/badge-of-honor/submissions/";

/** The claim upload's path, exempt from the API-wide body limit: it sets its own after its check. */
export const BADGE_SUBMISSION_UPLOAD_PATH = /^\/v2\/badge-of-honor\/submissions\/$/;

const signedOut = errorResponse("Not signed in");
const claimParams = z.object({ uuid: z.uuid().openapi({ param: { name: "uuid", in: "path" } }) });

const getProgramme = createRoute({
  method: "get",
  path: "/v2/badge-of-honor/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: TAGS,
  summary: "The Badge of Honor trails with their holder counts, and the leaderboard of public profiles",
  responses: { 200: json(badgeProgrammeSchema, "The programme") },
});

const listMine = createRoute({
  method: "get",
  path: SUBMISSIONS_PATH,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "The signed-in member's claims, newest first, with their status and any rejection reason",
  responses: { 200: json(badgeSubmissionListSchema, "The claims"), 401: signedOut },
});

/** Only paid members may send a claim: checked before the upload is read. */
const claimantsOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireClaimant(c.var.user);
  await next();
});

const submit = createRoute({
  method: "post",
  path: SUBMISSIONS_PATH,
  tags: TAGS,
  summary: `Claim a Badge of Honor trail (paid members): the date, the rig, notes and 1-${BADGE_LIMITS.photos} photos (multipart field "photos")`,
  middleware: [
    requires(ROUTE_RULES.badgeClaimant),
    claimantsOnly,
    uploadBodyLimit(BADGE_LIMITS.photos * MAX_PHOTO_BYTES + 64 * 1024),
  ] as const,
  request: { body: { content: { "multipart/form-data": { schema: badgeSubmissionFieldsSchema } }, required: true } },
  responses: {
    201: json(badgeSubmissionSchema, "The claim, waiting for staff"),
    400: errorResponse("Invalid claim, with the reason next to each field"),
    401: signedOut,
    403: errorResponse("Not a paid member"),
    409: errorResponse("A claim for this trail is already waiting or verified"),
  },
});

const getQueue = createRoute({
  method: "get",
  path: "/v2/admin/badge-submissions/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary: "Claims waiting for staff, oldest first (ADMIN or greater)",
  responses: { 200: json(badgeQueueSchema, "The queue"), 401: signedOut, 403: errorResponse("Not staff") },
});

const decided = {
  200: json(queuedBadgeSubmissionSchema, "The decided claim"),
  401: signedOut,
  403: errorResponse("Not staff"),
  404: errorResponse("No such claim"),
  409: errorResponse("Already decided"),
};

const verify = createRoute({
  method: "post",
  path: "/v2/admin/badge-submissions/{uuid}/verify/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary: "Verify a claim: the badge shows on the member's profile, the trail page and the leaderboard",
  request: { params: claimParams },
  responses: decided,
});

const reject = createRoute({
  method: "post",
  path: "/v2/admin/badge-submissions/{uuid}/reject/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary: "Reject a claim with the reason the member sees; they may send the trail again",
  request: { params: claimParams, body: jsonBody(badgeRejectionSchema) },
  responses: { ...decided, 400: errorResponse("No reason given") },
});

export function badgeOfHonorRoutes(services: Pick<Services, "badgeOfHonor" | "photos">) {
  return apiRouter()
    .openapi(getProgramme, async (c) => c.json(await services.badgeOfHonor.programme(), 200))
    .openapi(listMine, async (c) => c.json({ results: await services.badgeOfHonor.listMine(c.var.user) }, 200))
    .openapi(submit, async (c) => {
      const { photos, ...fields } = c.req.valid("form");
      const buffers = await uploadedFilesOf(photos);
      const submission = await services.badgeOfHonor.submit(c.var.user, fields, buffers, services.photos);
      return c.json(submission, 201);
    })
    .openapi(getQueue, async (c) => c.json({ results: await services.badgeOfHonor.queue(c.var.user) }, 200))
    .openapi(verify, async (c) => c.json(await services.badgeOfHonor.verify(c.var.user, c.req.valid("param").uuid), 200))
    .openapi(reject, async (c) => {
      const { uuid } = c.req.valid("param");
      return c.json(await services.badgeOfHonor.reject(c.var.user, uuid, c.req.valid("json").reason), 200);
    });
}
