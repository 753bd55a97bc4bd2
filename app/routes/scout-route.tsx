// /scout-routes/{id} and /{country}/{slug}/scout-routes/{id} (spec §2.11).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadScoutRoutePage } from "../features/guide-page/load-scout-route-page.server";
import { scoutRouteMeta } from "../features/guide-page/scout-route-meta";
import { ScoutRoutePage } from "../features/guide-page/scout-route-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/scout-route";

export const loader = pageLoader(ROUTE_RULES.guideReader, ({ params, request, context }: Route.LoaderArgs) => {
  return loadScoutRoutePage({ params, request, context });
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => scoutRouteMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function ScoutRouteRoute({ loaderData }: Route.ComponentProps) {
  return <ScoutRoutePage {...loaderData} />;
}
