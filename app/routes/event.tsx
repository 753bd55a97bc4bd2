import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageMeta, SITE_NAME } from "../components/article/page-meta";
import { EventPage } from "../features/events/event-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { orPageNotFound } from "../lib/service-errors.server";
import { metaTranslator } from "../lib/i18n";
import { localizedUrl } from "../../shared/domain/locales";
import type { Route } from "./+types/event";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const event = await orPageNotFound(request, context.services.articles.getEvent(params.slug));
  return {
    event,
    isPast: new Date(event.ends_at).getTime() < Date.now(),
    canonicalUrl: `${context.services.publicUrl}/events/${event.slug}`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  if (!loaderData) return [{ title: `${t("Event not found")} | ${SITE_NAME}` }];
  const { event, canonicalUrl } = loaderData;
  return pageMeta({
    title: event.title,
    description: event.summary,
    canonicalUrl,
    locale,
    structuredData: {
      "@type": "Event",
      name: event.title,
      description: event.summary,
      startDate: event.starts_at,
      endDate: event.ends_at,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url: localizedUrl(canonicalUrl, locale),
      location: {
        "@type": "Place",
        name: event.location_name,
        address: event.location_name,
        ...(event.latitude != null && event.longitude != null
          ? { geo: { "@type": "GeoCoordinates", latitude: event.latitude, longitude: event.longitude } }
          : {}),
      },
      organizer: { "@type": "Organization", name: SITE_NAME },
    },
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage event={loaderData.event} isPast={loaderData.isPast} />;
}
