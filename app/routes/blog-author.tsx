import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { BlogAuthorPage } from "../features/blog/blog-author-page";
import { blogAuthorMeta } from "../features/blog/blog-meta";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/blog-author";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const author = await orPageNotFound(request, context.services.articles.getBlogAuthor(params.slug));
  return { author, canonicalUrl: `${context.services.publicUrl}/blog/authors/${author.slug}` };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => blogAuthorMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function BlogAuthorRoute({ loaderData }: Route.ComponentProps) {
  return <BlogAuthorPage author={loaderData.author} />;
}
