// What both scout route URLs load (spec §2.11): the route in the reader's shape, and around it the
// addresses, prices, nearest preview trail (paywall) or trailhead forecast (paid view).
import { redirect, type AppLoadContext } from "react-router";
import type { ClosestPreview, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { pageNotFound } from "../../lib/page-not-found";
import { orPageNotFound } from "../../lib/service-errors.server";
import { fullGuideView } from "./full-guide-view.server";
import { loadLineSurroundings } from "./public-lands";
import { guideJsonLd } from "./guide-json-ld.server";
import { paywallPrices } from "./membership-price.server";
import { scoutRouteDescription } from "./scout-route-meta";
import { parseScoutRouteId } from "./route-param";
import { scoutRouteCanonicalUrl, scoutRouteDeepLink, scoutRoutePath } from "./share-links";
import { waypointMarkers } from "./waypoints";

interface LoadArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string; country?: string; slug?: string };
}

export async function loadScoutRoutePage({ request, context, params }: LoadArgs) {
  const id = parseScoutRouteId(params.id);
  if (id == null) throw pageNotFound(request);
  const { services, user, publicUrl } = context;
  const route: ScoutRoute = await orPageNotFound(request, services.guides.getScoutRoute(id, user));

  // Under a country and state, the route's own place is canonical: other spellings move there for good.
  const isInState = params.country !== undefined;
  if (isInState && (params.country !== route.state.country_code || params.slug !== route.state.slug)) {
    throw redirect(`${scoutRoutePath(route)}${new URL(request.url).search}`, 301);
  }

  const closestPreview: ClosestPreview | null =
    route.access === "preview"
      ? await services.guides
          .listClosestPreviews("scout-route", id, user)
          .then((previews) => previews[0] ?? null)
          .catch(() => null)
      : null;

  // Streamed: the page renders at once and the forecast follows when the weather service answers.
  const lineStart = route.access === "full" ? route.geojson.coordinates[0] : undefined;
  const forecast: Promise<Forecast> | null = lineStart ? services.weather.forecastFor(lineStart[1], lineStart[0]) : null;

  const [{ publicLands, roads: roadsUsed }, trailhead, prices] = await Promise.all([
    loadLineSurroundings(context, "scout-route", route),
    services.guides.trailheadOf("scout-route", id, user),
    paywallPrices(services),
  ]);

  const canonicalUrl = scoutRouteCanonicalUrl(publicUrl, route);
  return {
    route,
    closestPreview,
    publicLands,
    roadsUsed,
    fullView: fullGuideView(route, route.access === "full" ? waypointMarkers(route.waypoints) : []),
    forecast,
    canonicalUrl,
    structuredData: guideJsonLd({
      guide: route,
      description: scoutRouteDescription(route),
      canonicalUrl,
      trailhead,
    }),
    shareUrl: scoutRouteDeepLink(route.id, route.access === "full" ? route.bounds : null),
    ...prices,
  };
}

export type ScoutRoutePageData = Awaited<ReturnType<typeof loadScoutRoutePage>>;
