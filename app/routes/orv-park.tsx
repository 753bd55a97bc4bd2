// /{country}/{slug}/orv-parks/{orvpark}: the canonical ORV park page.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { findPageState, redirectToCanonicalPath } from "../features/state-page/find-page-state.server";
import { loadOrvParkPage } from "../features/orv-park-page/load-orv-park-page.server";
import { orvParkMeta } from "../features/orv-park-page/orv-park-meta";
import { OrvParkPage } from "../features/orv-park-page/orv-park-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/orv-park";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const state = await findPageState(context, request, params);
  const data = await loadOrvParkPage(context, request, { slug: params.orvpark.toLowerCase(), stateId: state.id });
  redirectToCanonicalPath(request, data.path);
  return data;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => orvParkMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function OrvParkRoute({ loaderData }: Route.ComponentProps) {
  return <OrvParkPage park={loaderData.park} nearbyTrails={loaderData.nearbyTrails} />;
}
