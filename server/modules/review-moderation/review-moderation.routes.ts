// /api/v2/admin/trail-reviews/: every review of trails and scout routes for staff, searchable and
// filtered, as JSON or (format=csv) CSV; hiding and restoring a review or one of its photos with a
// reason. SUPER only (ADR 0055).
import { createRoute, z } from "@hono/zod-openapi";
import {
  moderatedReviewSchema,
  moderationInputSchema,
  reviewModerationPageSchema,
  reviewModerationQuerySchema,
  type ModeratedReview,
} from "../../../shared/contracts/review-moderation.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, idParam, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const REVIEW_CSV_COLUMNS: CsvColumn<ModeratedReview>[] = [
  { header: "Review", cell: (review) => review.id },
  { header: "Written", cell: (review) => review.created_at },
  { header: "Guide kind", cell: (review) => review.guide.kind },
  { header: "Guide", cell: (review) => review.guide.title },
  { header: "State", cell: (review) => review.guide.state.code },
  { header: "Author", cell: (review) => review.author.name },
  { header: "Author e-mail", cell: (review) => review.author.email },
  { header: "Rating", cell: (review) => review.rating },
  { header: "Title", cell: (review) => review.title },
  { header: "Text", cell: (review) => review.text },
  { header: "Photos", cell: (review) => review.photos.length },
  { header: "Hidden photos", cell: (review) => review.photos.filter((photo) => photo.hidden).length },
  { header: "Hidden", cell: (review) => (review.hidden ? "yes" : "no") },
  { header: "Hidden reason", cell: (review) => review.hidden?.reason },
];

const BASE = "/v2/admin/trail-reviews";

const listReviews = createRoute({
  method: "get",
  path: `${BASE}/`,
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: ["Admin"],
  summary:
    "Every review, newest first: search text and author (q), filter by visibility, rating, guide kind and state; format=csv exports",
  request: { query: reviewModerationQuerySchema },
  responses: {
    200: cmsListResponse(reviewModerationPageSchema, "A page of reviews, or with format=csv every matching review as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a super user"),
  },
});

const reviewParams = z.object({ review_id: idParam.openapi({ param: { name: "review_id", in: "path" }, example: 3 }) });
const photoParams = z.object({ photo_id: idParam.openapi({ param: { name: "photo_id", in: "path" }, example: 8 }) });

/** One of the four changes: hide or restore, a review or one of its photos. */
function changeRoute<Params extends typeof reviewParams | typeof photoParams>(
  params: Params,
  path: string,
  { summary, missing, change }: { summary: string; missing: string; change: "hide" | "restore" },
) {
  return createRoute({
    method: "post",
    path,
    middleware: [requires(ROUTE_RULES.super)] as const,
    tags: ["Admin"],
    summary,
    request: { params, body: jsonBody(moderationInputSchema) },
    responses: {
      200: json(moderatedReviewSchema, "The review as staff now see it"),
      400: errorResponse("No reason given"),
      401: errorResponse("Not signed in"),
      403: errorResponse("Not a super user"),
      404: errorResponse(missing),
      409: errorResponse(change === "hide" ? "Already hidden" : "Not hidden"),
    },
  });
}

const reviewChange = (change: "hide" | "restore") =>
  changeRoute(reviewParams, `${BASE}/{review_id}/${change}/`, {
    summary:
      change === "hide"
        ? "Hide a review from everyone but staff, with a reason; the guide's totals follow"
        : "Show a hidden review again, with a reason; the guide's totals follow",
    missing: "No such review",
    change,
  });

const photoChange = (change: "hide" | "restore") =>
  changeRoute(photoParams, `${BASE}/photos/{photo_id}/${change}/`, {
    summary:
      change === "hide"
        ? "Hide one photo of a review from everyone but staff, with a reason"
        : "Show a hidden review photo again, with a reason",
    missing: "No such review photo",
    change,
  });

export function reviewModerationRoutes(services: Pick<Services, "reviewModeration">) {
  const router = apiRouter().openapi(listReviews, async (c) => {
    const query = c.req.valid("query");
    const page = await services.reviewModeration.list(query);
    return respondWithCmsList(c, query, page, { columns: REVIEW_CSV_COLUMNS, fileName: "trail-reviews.csv" });
  });
  for (const change of ["hide", "restore"] as const) {
    router
      .openapi(reviewChange(change), async (c) => {
        const { review_id: id } = c.req.valid("param");
        return c.json(await services.reviewModeration.changeReview(id, change, c.req.valid("json"), requireUser(c)), 200);
      })
      .openapi(photoChange(change), async (c) => {
        const { photo_id: id } = c.req.valid("param");
        return c.json(await services.reviewModeration.changePhoto(id, change, c.req.valid("json"), requireUser(c)), 200);
      });
  }
  return router;
}
