// /help: the site's own help centre; with an external one configured (SUPPORT_URL), a redirect there.
import { redirect } from "react-router";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageMeta, SITE_NAME } from "../components/article/page-meta";
import { HelpCentrePage } from "../features/help-centre/help-centre-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { metaTranslator } from "../lib/i18n";
import { HELP_CENTRE_PATH } from "../../shared/domain/help-centre";
import type { Route } from "./+types/help";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { supportUrl } = context.clientConfig;
  if (supportUrl) throw redirect(supportUrl);
  return {
    articles: await context.services.articles.listHelpArticles({ category: null }),
    canonicalUrl: `${context.services.publicUrl}${HELP_CENTRE_PATH}`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  if (!loaderData) return [{ title: `${t("Help centre")} | ${SITE_NAME}` }];
  return pageMeta({
    title: t("Help centre"),
    description: t("Answers about your account, All-Access, the Trail Map and the apps."),
    canonicalUrl: loaderData.canonicalUrl,
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  return <HelpCentrePage articles={loaderData.articles} />;
}
