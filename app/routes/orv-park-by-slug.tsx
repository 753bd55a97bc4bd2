// /orv-parks/{slug}: the park with that slug, its canonical link pointing to
// /{country}/{slug}/orv-parks/{orvpark}; when parks of different states share the slug, a page that
// links to each (200, noindex).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadOrvParkBySlug } from "../features/orv-park-page/load-orv-park-page.server";
import { orvParkMeta } from "../features/orv-park-page/orv-park-meta";
import { OrvParkChoices, orvParkChoicesMeta } from "../features/orv-park-page/orv-park-choices";
import { OrvParkPage } from "../features/orv-park-page/orv-park-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/orv-park-by-slug";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ params, request, context }: Route.LoaderArgs) => {
  return loadOrvParkBySlug(context, request, params.slug.toLowerCase());
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.kind === "choices" ? orvParkChoicesMeta(loaderData.parks, matches) : orvParkMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function OrvParkBySlugRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "choices" ? (
    <OrvParkChoices parks={loaderData.parks} />
  ) : (
    <OrvParkPage park={loaderData.park} nearbyTrails={loaderData.nearbyTrails} />
  );
}
