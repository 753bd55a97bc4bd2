import { AnnouncementArticle } from "../features/announcement/announcement-article";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import { HIDE_CHROME_FOR_MOBILE_QUERY } from "./layouts/chrome-visibility";
import type { Route } from "./+types/announcement";

export const handle = HIDE_CHROME_FOR_MOBILE_QUERY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw pageNotFound(request);
  const announcement = await orPageNotFound(request, context.services.site.getAnnouncement(id, context.user?.id ?? null));
  return { announcement };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.announcement.title} | Trailguide` },
        { name: "description", content: loaderData.announcement.summary },
      ]
    : [];

export default function AnnouncementRoute({ loaderData }: Route.ComponentProps) {
  return <AnnouncementArticle announcement={loaderData.announcement} />;
}
