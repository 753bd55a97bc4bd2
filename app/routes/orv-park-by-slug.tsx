// /orv-parks/{slug}: the park with that slug (the first by id when states share it); its
// canonical link points to /{country}/{slug}/orv-parks/{orvpark}.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadOrvParkPage } from "../features/orv-park-page/load-orv-park-page.server";
import { orvParkMeta } from "../features/orv-park-page/orv-park-meta";
import { OrvParkPage } from "../features/orv-park-page/orv-park-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/orv-park-by-slug";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ params, request, context }: Route.LoaderArgs) => {
  return loadOrvParkPage(context, request, { slug: params.slug.toLowerCase() });
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => orvParkMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function OrvParkBySlugRoute({ loaderData }: Route.ComponentProps) {
  return <OrvParkPage park={loaderData.park} nearbyTrails={loaderData.nearbyTrails} />;
}
