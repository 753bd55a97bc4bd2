import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { BLOG_PAGE_SIZE, BlogHome, blogPageHref } from "../features/blog/blog-home";
import { blogHomeMeta } from "../features/blog/blog-meta";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { pageNotFound } from "../lib/page-not-found";
import type { Route } from "./+types/blog";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ request, context }: Route.LoaderArgs) => {
  const pageParameter = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(pageParameter) ? Number(pageParameter) : NaN;
  if (!Number.isSafeInteger(page)) throw pageNotFound(request);
  const posts = await context.services.articles.listBlogPosts({ page, pageSize: BLOG_PAGE_SIZE });
  if (page > 1 && posts.results.length === 0) throw pageNotFound(request);
  return {
    posts: { ...posts, next: null, previous: null },
    page,
    canonicalUrl: `${context.services.publicUrl}${blogPageHref(page)}`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => blogHomeMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogHome posts={loaderData.posts} page={loaderData.page} />;
}
