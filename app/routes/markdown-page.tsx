// Company and feature pages from server/content/pages (careers, contact-us, write-for-us,
// affiliate-terms, features/*); the page is chosen by the path.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadMarkdownPage } from "../features/markdown-page/load-markdown-page.server";
import { markdownPageMeta } from "../features/markdown-page/markdown-page-meta";
import { MarkdownPageView } from "../features/markdown-page/markdown-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { useT } from "../lib/i18n";
import type { Route } from "./+types/markdown-page";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context }: Route.LoaderArgs) => {
  return loadMarkdownPage(request, context);
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => markdownPageMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function MarkdownPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <MarkdownPageView
      page={loaderData.page}
      parentCrumbs={loaderData.isFeaturePage ? [{ label: t("Features"), to: "/apps" }] : []}
    />
  );
}
