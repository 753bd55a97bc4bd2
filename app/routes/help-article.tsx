// /help/{slug}: one help article; with an external help centre configured, a redirect to it there.
import { redirect } from "react-router";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { MarkdownPageView } from "../features/markdown-page/markdown-page";
import { markdownPageMeta } from "../features/markdown-page/markdown-page-meta";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { orPageNotFound } from "../lib/service-errors.server";
import { HELP_CENTRE_PATH, helpArticleLink } from "../../shared/domain/help-centre";
import { useT } from "../lib/i18n";
import { pageNotFound } from "../lib/page-not-found";
import { slugParamsSchema } from "../../shared/contracts/articles.contract";
import type { Route } from "./+types/help-article";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  if (!slugParamsSchema.safeParse(params).success) throw pageNotFound(request);
  const link = helpArticleLink(params.slug, context.clientConfig.supportUrl);
  if ("url" in link) throw redirect(link.url);
  const article = await orPageNotFound(request, context.services.articles.getHelpArticle(params.slug));
  return {
    page: {
      slug: article.slug,
      title: article.title,
      description: article.category,
      updated: article.updated_at.slice(0, 10),
      body_html: article.body_html,
      toc: article.toc,
    },
    canonicalUrl: `${context.services.publicUrl}${link.href}`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => markdownPageMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function HelpArticleRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <MarkdownPageView page={loaderData.page} parentCrumbs={[{ label: t("Help centre"), to: HELP_CENTRE_PATH }]} />;
}
