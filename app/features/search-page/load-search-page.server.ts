// The /search page's first render (ADR 0013): the URL's query, answered by the search service.
import type { AppLoadContext } from "react-router";
import { parseSearchParams } from "./parse-search-params";
import { toApiQuery } from "./search-params";

export async function loadSearchPage({ services }: AppLoadContext, request: Request) {
  const query = parseSearchParams(new URL(request.url).searchParams);
  const page = await services.search.search(toApiQuery(query));
  return { query, ...page };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
