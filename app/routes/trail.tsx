// /trails/{id} and /{country}/{slug}/trails/{id} (spec §2.11, trail page).
import { loadTrailPage } from "../features/guide-page/load-trail-page.server";
import { trailMeta } from "../features/guide-page/trail-meta";
import { TrailPage } from "../features/guide-page/trail-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import type { Route } from "./+types/trail";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadTrailPage({ params, request, context });
}

export const meta: Route.MetaFunction = ({ loaderData }) => trailMeta(loaderData);

export const headers = publicPageHeaders;

export default function TrailRoute({ loaderData }: Route.ComponentProps) {
  return <TrailPage {...loaderData} />;
}
