// The /search page's first render (ADR 0013): the URL's query, answered by the search service.
// "Fits my rig" (ADR 0037) reads the reader's garage, which a page shared by a tier must not: the
// paid tier's copy says the answer is pending and the browser asks again for the reader alone.
import type { AppLoadContext } from "react-router";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canFilterByRig } from "../../../shared/domain/access";
import { isHttpErrorWithStatus } from "../../../server/http/errors";
import { vehicleName } from "../../components/garage/garage-client";
import type { RigFilterUnavailable } from "../../components/garage/rig-filter-note";
import { parseSearchParams } from "./parse-search-params";
import { toApiQuery, type SearchPageQuery } from "./search-params";

/** What became of "fits my rig" on this page. */
export type SearchRigFilter =
  | { state: "off" }
  | { state: "on"; vehicle: string }
  | { state: "pending" }
  | { state: "unavailable"; reason: RigFilterUnavailable };

type Services = AppLoadContext["services"];

const searchWith = (services: Services, query: SearchPageQuery, reader: UserClaims | null) =>
  services.search.search(toApiQuery(query), reader);

async function withRigFilter({ services, user, sharedTier }: AppLoadContext, query: SearchPageQuery) {
  const unfiltered = async (rigFilter: SearchRigFilter) => ({
    rigFilter,
    ...(await searchWith(services, { ...query, "fits-my-rig": undefined }, user)),
  });
  if (!user) return unfiltered({ state: "unavailable", reason: "sign-in" });
  if (!canFilterByRig(user)) return unfiltered({ state: "unavailable", reason: "join" });
  if (sharedTier) {
    const rigFilter: SearchRigFilter = { state: "pending" };
    return { rigFilter, count: 0, results: [], facets: { type: [], state: [] }, difficulty: null };
  }
  try {
    const { vehicle } = await services.rigFit.filterFor(user);
    const rigFilter: SearchRigFilter = { state: "on", vehicle: vehicleName(vehicle) };
    return { rigFilter, ...(await searchWith(services, query, user)) };
  } catch (error) {
    if (isHttpErrorWithStatus(error, 409)) return unfiltered({ state: "unavailable", reason: "add-rig" });
    throw error;
  }
}

export async function loadSearchPage(context: AppLoadContext, request: Request) {
  const query = parseSearchParams(new URL(request.url).searchParams);
  if (query["fits-my-rig"]) return { query, ...(await withRigFilter(context, query)) };
  const rigFilter: SearchRigFilter = { state: "off" };
  return { query, rigFilter, ...(await searchWith(context.services, query, context.user)) };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
