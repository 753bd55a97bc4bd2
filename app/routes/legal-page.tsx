// Cookie policy, privacy policy and terms of service: Markdown pages that in-app web views open
// with ?mobile, which hides the site's header and footer (spec §2.1).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadMarkdownPage } from "../features/markdown-page/load-markdown-page.server";
import { markdownPageMeta } from "../features/markdown-page/markdown-page-meta";
import { MarkdownPageView } from "../features/markdown-page/markdown-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { HIDE_CHROME_FOR_MOBILE_QUERY } from "./layouts/chrome-visibility";
import type { Route } from "./+types/legal-page";

export const handle = { ...HIDE_CHROME_FOR_MOBILE_QUERY, ...SHARED_WITHIN_TIER };

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context }: Route.LoaderArgs) => {
  return loadMarkdownPage(request, context);
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => markdownPageMeta(loaderData, matches);

export const headers = publicPageHeaders;

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  return <MarkdownPageView page={loaderData.page} />;
}
