import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageMeta, SITE_NAME } from "../components/article/page-meta";
import { EventsPage } from "../features/events/events-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/events";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { articles, publicUrl } = context.services;
  const [all, upcoming] = await Promise.all([articles.listEvents({ upcoming: false }), articles.listEvents({ upcoming: true })]);
  const upcomingSlugs = new Set(upcoming.map((event) => event.slug));
  return {
    upcoming,
    past: all.filter((event) => !upcomingSlugs.has(event.slug)).reverse(),
    canonicalUrl: `${publicUrl}/events`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  if (!loaderData) return [{ title: `${t("Events")} | ${SITE_NAME}` }];
  return pageMeta({
    title: t("Events"),
    description: t("Trail days, rallies, clean-ups and meetups where drivers run trails together."),
    canonicalUrl: loaderData.canonicalUrl,
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage upcoming={loaderData.upcoming} past={loaderData.past} />;
}
