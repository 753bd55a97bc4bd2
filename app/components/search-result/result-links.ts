// How a search result links and reads (spec §2.8, §3), shared by the search bar and the search page.
import type { SearchResult } from "../../../shared/contracts/search.contract";

/** A result's page: its href on this site, or its url elsewhere (spec §3 "href or url"). */
export function resultHref(result: Pick<SearchResult, "href" | "url">): string {
  return result.href ?? result.url ?? "/search";
}

export function isExternalResult(result: Pick<SearchResult, "href" | "url">): boolean {
  return result.href === undefined && result.url !== undefined;
}

/** The second line of a result (spec §2.8): "{town}, {state title or code}", skipping what is missing. */
export function resultPlaceLine(result: Pick<SearchResult, "nearest_town_name" | "state_title" | "state_code">): string {
  return [result.nearest_town_name, result.state_title ?? result.state_code].filter(Boolean).join(", ");
}

/** The same line from the highlighted HTML fields; the server escaped them, so joining is safe. */
export function formattedPlaceLine(result: Pick<SearchResult, "_formatted" | "state_code">): string {
  const { nearest_town_name: town, state_title: state } = result._formatted;
  return [town, state ?? result.state_code].filter(Boolean).join(", ");
}
