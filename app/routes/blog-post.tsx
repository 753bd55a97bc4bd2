import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { BlogPostArticle } from "../features/blog/blog-post-article";
import { blogPostMeta } from "../features/blog/blog-meta";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/blog-post";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const post = await orPageNotFound(request, context.services.articles.getBlogPost(params.slug));
  return { post, canonicalUrl: `${context.services.publicUrl}/blog/${post.slug}` };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => blogPostMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostArticle post={loaderData.post} />;
}
