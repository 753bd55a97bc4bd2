// Reading a /search URL into a query with the search contract's schema (ADR 0013), leaving out any
// key that does not parse. The server's loader reads every request with it; the browser loads it
// with the first search from the form.
import { advancedSearchQuerySchema } from "../../../shared/contracts/search.contract";
import { FILTER_KEYS, type SearchPageQuery } from "./search-params";

/** Every key on its own, so one bad value (`?page=x`) drops only itself. */
export function parseSearchParams(params: URLSearchParams): SearchPageQuery {
  const shape = advancedSearchQuerySchema.shape;
  const read = (key: keyof typeof shape): unknown => {
    const raw = params.get(key);
    const parsed = raw === null || raw.trim() === "" ? undefined : shape[key].safeParse(raw);
    return parsed?.success ? parsed.data : shape[key].safeParse(undefined).data;
  };
  const query: SearchPageQuery = {
    q: (read("q") as string | undefined) ?? "",
    sort: read("sort") as SearchPageQuery["sort"],
    page: read("page") as number,
  };
  for (const key of FILTER_KEYS) {
    const value = read(key);
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}
