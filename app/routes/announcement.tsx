import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { AnnouncementArticle } from "../features/announcement/announcement-article";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import { HIDE_CHROME_FOR_MOBILE_QUERY } from "./layouts/chrome-visibility";
import { pageMeta } from "../components/article/page-meta";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/announcement";

export const handle = HIDE_CHROME_FOR_MOBILE_QUERY;

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw pageNotFound(request);
  const announcement = await orPageNotFound(request, context.services.site.getAnnouncement(id, context.user?.id ?? null));
  return { announcement, canonicalUrl: `${context.publicUrl}/announcements/${id}` };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.announcement.title,
        description: loaderData.announcement.summary,
        canonicalUrl: loaderData.canonicalUrl,
        ogType: "article",
        locale: metaTranslator(matches).locale,
      })
    : [];

export default function AnnouncementRoute({ loaderData }: Route.ComponentProps) {
  return <AnnouncementArticle announcement={loaderData.announcement} />;
}
