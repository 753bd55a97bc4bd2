// /search: the advanced search page (spec §2.2; ADR 0013); query q={keyword} and the filters.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadSearchPage } from "../features/search-page/load-search-page.server";
import { SearchPage } from "../features/search-page/search-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/search";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context }: Route.LoaderArgs) => {
  return loadSearchPage(context, request);
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  const keyword = loaderData?.query.q.trim();
  return [
    { title: `${keyword ? t("{keyword}: search", { keyword }) : t("Advanced search")} | Trailguide` },
    { name: "description", content: t("Search off-road trails, scout routes, ORV parks, towns, regions and states.") },
    // Result pages are endless combinations: keep them out of search engines' indexes.
    { name: "robots", content: "noindex, follow" },
  ];
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
