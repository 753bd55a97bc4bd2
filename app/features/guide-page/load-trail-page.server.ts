// What both trail URLs load (spec §2.11, like the scout route page): the trail in the reader's shape,
// and around it the addresses, prices, nearest preview trail (paywall) or trailhead forecast (full view).
import { redirect, type AppLoadContext } from "react-router";
import type { ClosestPreview } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { DEFAULT_LOCALE } from "../../../shared/domain/locales";
import { serverTranslator } from "../../i18n/catalogs.server";
import { pageNotFound } from "../../lib/page-not-found";
import { orPageNotFound } from "../../lib/service-errors.server";
import { badgeHoldersHtml } from "./badge-holders.server";
import { fullGuideView } from "./full-guide-view.server";
import { loadLineSurroundings } from "./public-lands";
import { guideJsonLd } from "./guide-json-ld.server";
import { trailDescription } from "./trail-meta";
import { parseGuideId } from "./route-param";
import { paywallPrices } from "./membership-price.server";
import { waypointMarkers } from "./waypoints";
import { trailCanonicalUrl, trailDeepLink, trailPath } from "./share-links";

interface LoadArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string; country?: string; slug?: string };
}

export async function loadTrailPage({ request, context, params }: LoadArgs) {
  const id = parseGuideId(params.id);
  if (id == null) throw pageNotFound(request);
  const { services, user, publicUrl, locale = DEFAULT_LOCALE } = context;
  const trail: Trail = await orPageNotFound(request, services.guides.getTrail(id, user));

  // Under a country and state, the trail's own place is canonical: other spellings move there for good.
  const isInState = params.country !== undefined;
  if (isInState && (params.country !== trail.state.country_code || params.slug !== trail.state.slug)) {
    throw redirect(`${trailPath(trail)}${new URL(request.url).search}`, 301);
  }

  const closestPreview: ClosestPreview | null =
    trail.access === "preview"
      ? await services.guides
          .listClosestPreviews("trail", id, user)
          .then((previews) => previews.find((preview) => preview.id !== id) ?? null)
          .catch(() => null)
      : null;

  // Streamed: the page renders at once and the forecast follows when the weather service answers.
  const lineStart = trail.access === "full" ? trail.geojson.coordinates[0] : undefined;
  const forecast: Promise<Forecast> | null = lineStart ? services.weather.forecastFor(lineStart[1], lineStart[0]) : null;

  const [{ publicLands, roads: roadsUsed }, trailhead, badgeHolders, prices] = await Promise.all([
    loadLineSurroundings(context, "trail", trail),
    services.guides.trailheadOf("trail", id, user),
    trail.is_boh ? services.badgeOfHonor.holdersOf(id) : null,
    paywallPrices(services),
  ]);

  const canonicalUrl = trailCanonicalUrl(publicUrl, trail);
  return {
    trail,
    closestPreview,
    publicLands,
    roadsUsed,
    badgeHoldersHtml: badgeHolders && badgeHoldersHtml(badgeHolders, serverTranslator(locale)),
    fullView: fullGuideView(trail, trail.access === "full" ? waypointMarkers(trail.waypoints) : []),
    forecast,
    canonicalUrl,
    structuredData: guideJsonLd({
      guide: trail,
      description: trailDescription(trail),
      canonicalUrl,
      trailhead,
    }),
    shareUrl: trailDeepLink(trail.id, trail.access === "full" ? trail.bounds : null),
    ...prices,
  };
}

export type TrailPageData = Awaited<ReturnType<typeof loadTrailPage>>;
