// /api/v2 blog posts and authors, events and help articles (spec §2.2, §7). Unpublished rows are 404.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  blogAuthorDetailSchema,
  blogPostDetailSchema,
  blogPostPageSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventSummarySchema,
  helpArticleDetailSchema,
  helpArticleListQuerySchema,
  helpArticleSummarySchema,
  slugParamsSchema,
} from "../../../shared/contracts/articles.contract";
import { pageQuerySchema } from "../../../shared/contracts/site.contract";
import type { AppEnv } from "../../http/app-env";
import { pageLinks } from "../site/page-links";
import type { Services } from "../../services";
import { errorResponse, json } from "../../http/openapi-routes";

const listBlogPosts = createRoute({
  method: "get",
  path: "/v2/blog/posts/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Blog"],
  summary: "Published blog posts, newest first",
  request: { query: pageQuerySchema },
  responses: { 200: json(blogPostPageSchema, "A page of posts"), 400: errorResponse("Invalid page") },
});

const getBlogPost = createRoute({
  method: "get",
  path: "/v2/blog/posts/{slug}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Blog"],
  summary: "One published post with its body as HTML and its table of contents",
  request: { params: slugParamsSchema },
  responses: { 200: json(blogPostDetailSchema, "The post"), 404: errorResponse("No such published post") },
});

const getBlogAuthor = createRoute({
  method: "get",
  path: "/v2/blog/authors/{slug}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Blog"],
  summary: "One author with their published posts, newest first",
  request: { params: slugParamsSchema },
  responses: { 200: json(blogAuthorDetailSchema, "The author"), 404: errorResponse("No such author") },
});

const listEvents = createRoute({
  method: "get",
  path: "/v2/events/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Events"],
  summary: "Published events by start date; upcoming=true leaves out those that have ended",
  request: { query: eventListQuerySchema },
  responses: { 200: json(z.array(eventSummarySchema), "Events"), 400: errorResponse("Invalid query") },
});

const getEvent = createRoute({
  method: "get",
  path: "/v2/events/{slug}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Events"],
  summary: "One published event",
  request: { params: slugParamsSchema },
  responses: { 200: json(eventDetailSchema, "The event"), 404: errorResponse("No such published event") },
});

const listHelpArticles = createRoute({
  method: "get",
  path: "/v2/help/articles/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Help"],
  summary: "Published help articles by category and title, optionally of one category",
  request: { query: helpArticleListQuerySchema },
  responses: { 200: json(z.array(helpArticleSummarySchema), "Help articles"), 400: errorResponse("Invalid query") },
});

const getHelpArticle = createRoute({
  method: "get",
  path: "/v2/help/articles/{slug}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Help"],
  summary: "One published help article with its body as HTML and its table of contents",
  request: { params: slugParamsSchema },
  responses: { 200: json(helpArticleDetailSchema, "The article"), 404: errorResponse("No such published article") },
});

export function articleRoutes(services: Pick<Services, "articles">) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listBlogPosts, async (c) => {
      const { page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.articles.listBlogPosts({ page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(getBlogPost, async (c) => c.json(await services.articles.getBlogPost(c.req.valid("param").slug), 200))
    .openapi(getBlogAuthor, async (c) => c.json(await services.articles.getBlogAuthor(c.req.valid("param").slug), 200))
    .openapi(listEvents, async (c) => c.json(await services.articles.listEvents(c.req.valid("query")), 200))
    .openapi(getEvent, async (c) => c.json(await services.articles.getEvent(c.req.valid("param").slug), 200))
    .openapi(listHelpArticles, async (c) => {
      const { category } = c.req.valid("query");
      return c.json(await services.articles.listHelpArticles({ category: category ?? null }), 200);
    })
    .openapi(getHelpArticle, async (c) => c.json(await services.articles.getHelpArticle(c.req.valid("param").slug), 200));
}
