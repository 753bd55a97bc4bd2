// Reviews of trails and scout routes: lists (for readers of the full guide; a count for others),
// writing, photos and the difficulty-change summary.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import {
  difficultyChangesSchema,
  reviewInputSchema,
  reviewPageSchema,
  reviewSchema,
  reviewUpdateSchema,
} from "../../../shared/contracts/review.contract";
import { pageQuerySchema } from "../../../shared/contracts/site.contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/app-env";
import { uploadBodyLimit } from "../../http/body-limits";
import { requireUser } from "../../http/authenticate";
import { MAX_PHOTO_BYTES } from "../photos/photo-renditions";
import { photoUploadBody, photoUploadOf } from "../photos/photo-upload";
import { pageLinks } from "../site/page-links";
import type { GuideKind } from "./guides.repository";
import { apiRouter, errorResponse, idParam, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "./route-helpers";
import type { Services } from "../../services";

type ReviewServices = Pick<Services, "reviews" | "photos">;

const reviewParams = z.object({ review_id: idParam.openapi({ param: { name: "review_id", in: "path" }, example: 3 }) });

/** The same four calls for each kind of guide, under /v2/reviews/{scout-routes|trails}/. */
function guideReviewRoutes(segment: "scout-routes" | "trails", kind: GuideKind, tag: string, services: ReviewServices) {
  const listReviews = createRoute({
    method: "get",
    path: `/v2/reviews/${segment}/{id}/`,
    middleware: [requires(ROUTE_RULES.guideReader)] as const,
    tags: [tag],
    summary:
      "Reviews, newest first, for readers who may see the guide in full; others get the count only (is_locked), as reviews are an All-Access benefit",
    request: { params: guideParams, query: pageQuerySchema },
    responses: { 200: json(reviewPageSchema, "A page of reviews"), 404: errorResponse("No such guide") },
  });

  const createReview = createRoute({
    method: "post",
    path: `/v2/reviews/${segment}/{id}/`,
    middleware: [requires(ROUTE_RULES.signedIn)] as const,
    tags: [tag],
    summary: "Write a review (signed in); the guide's rating totals follow",
    request: { params: guideParams, body: jsonBody(reviewInputSchema) },
    responses: {
      201: json(reviewSchema, "The new review"),
      400: errorResponse("Invalid review"),
      401: errorResponse("Not signed in"),
      404: errorResponse("No such guide"),
    },
  });

  const summarizeDifficultyChanges = createRoute({
    method: "get",
    path: `/v2/reviews/${segment}/{id}/difficulty-changes/`,
    middleware: [requires(ROUTE_RULES.anyone)] as const,
    tags: [tag],
    summary: "What reviewers said about the guide's technical rating",
    request: { params: guideParams },
    responses: { 200: json(difficultyChangesSchema, "The summary"), 404: errorResponse("No such guide") },
  });

  return apiRouter()
    .openapi(listReviews, async (c) => {
      const { id } = c.req.valid("param");
      const { page, page_size: pageSize } = c.req.valid("query");
      const reviews = await services.reviews.listReviews(kind, id, c.var.user, { page, pageSize });
      const { count, results, isLocked } = reviews;
      const links = isLocked ? { next: null, previous: null } : pageLinks(c, page, pageSize, count);
      return c.json({ count, ...links, results, is_locked: isLocked }, 200);
    })
    .openapi(createReview, async (c) => {
      const user = requireUser(c);
      return c.json(await services.reviews.createReview(kind, c.req.valid("param").id, c.req.valid("json"), user), 201);
    })
    .openapi(summarizeDifficultyChanges, async (c) =>
      c.json(await services.reviews.summarizeDifficultyChanges(kind, c.req.valid("param").id, c.var.user), 200),
    );
}

const updateReview = createRoute({
  method: "patch",
  path: "/v2/reviews/{review_id}/",
  middleware: [requires(ROUTE_RULES.reviewEditor)] as const,
  tags: ["Reviews"],
  summary: "Change one's own review; the guide's rating totals follow",
  request: { params: reviewParams, body: jsonBody(reviewUpdateSchema) },
  responses: {
    200: json(reviewSchema, "The review"),
    400: errorResponse("Invalid review"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not the review's writer"),
    404: errorResponse("No such review"),
  },
});

const deleteReview = createRoute({
  method: "delete",
  path: "/v2/reviews/{review_id}/",
  middleware: [requires(ROUTE_RULES.reviewDeleter)] as const,
  tags: ["Reviews"],
  summary: "Delete a review (its writer, or ADMIN or greater); the guide's rating totals follow",
  request: { params: reviewParams },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("Not signed in"),
    403: errorResponse("Not allowed"),
    404: errorResponse("No such review"),
  },
});

/** The photo upload's path, exempt from the API-wide body limit: it sets its own after its check. */
export const REVIEW_PHOTO_UPLOAD_PATH = /^\/v2\/reviews\/[^/]+\/photos\/$/;

/** Only the review's writer may send a photo: checked before the upload is read. */
const reviewWriterOnly = (reviews: ReviewServices["reviews"]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = Number(c.req.param("review_id"));
    if (Number.isSafeInteger(id) && id > 0) await reviews.requireReviewWriter(id, c.var.user);
    await next();
  });

const addReviewPhoto = (reviews: ReviewServices["reviews"]) =>
  createRoute({
    method: "post",
    path: "/v2/reviews/{review_id}/photos/",
    tags: ["Reviews"],
    summary: 'Add a photo to one\'s own review (multipart field "photo")',
    // A photo plus the multipart framing around it, read only once the writer is known.
    middleware: [
      requires(ROUTE_RULES.reviewEditor),
      reviewWriterOnly(reviews),
      uploadBodyLimit(MAX_PHOTO_BYTES + 64 * 1024),
    ] as const,
    request: { params: reviewParams, body: photoUploadBody(z.object({})) },
    responses: {
      201: json(reviewSchema, "The review with its photos"),
      400: errorResponse("No photo, or not a readable photo"),
      401: errorResponse("Not signed in"),
      403: errorResponse("Not the review's writer"),
      404: errorResponse("No such review"),
    },
  });

export function reviewRoutes(services: ReviewServices) {
  return apiRouter()
    .route("/", guideReviewRoutes("scout-routes", "scout-route", "Scout routes", services))
    .route("/", guideReviewRoutes("trails", "trail", "Trails", services))
    .openapi(updateReview, async (c) => {
      const user = requireUser(c);
      return c.json(await services.reviews.updateReview(c.req.valid("param").review_id, c.req.valid("json"), user), 200);
    })
    .openapi(deleteReview, async (c) => {
      const user = requireUser(c);
      await services.reviews.deleteReview(c.req.valid("param").review_id, user);
      return c.body(null, 204);
    })
    .openapi(addReviewPhoto(services.reviews), async (c) => {
      const user = requireUser(c);
      const buffer = await photoUploadOf(c.req.valid("form").photo);
      const review = await services.reviews.addReviewPhoto(c.req.valid("param").review_id, buffer, user, services.photos);
      return c.json(review, 201);
    });
}
