import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { groupStatesForMenu } from "../../shared/domain/states-menu";
import { ExploreByState } from "../features/home/explore-by-state";
import { HomeHero } from "../features/home/home-hero";
import { LatestAnnouncements } from "../features/home/latest-announcements";
import { MembershipCallout } from "../features/home/membership-callout";
import { useRootData } from "../lib/root-data";
import { useSession } from "../lib/session";
import { pageMeta } from "../components/article/page-meta";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/home";
import { publicPageHeaders } from "../lib/page-cache-headers";

const LATEST_ANNOUNCEMENTS = 3;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("Off-road trail guides and maps"),
    documentTitle: t("Trailguide: off-road trail guides and maps"),
    description: t(
      "Find off-road trails, scout routes and ORV parks across the United States, Canada and Mexico, with trail guides and maps made for your phone.",
    ),
    canonicalUrl: loaderData?.canonicalUrl ?? "/",
    locale,
  });
};

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const announcements = await context.services.site.listLatestAnnouncements(context.user?.id ?? null, LATEST_ANNOUNCEMENTS);
  return { announcements, canonicalUrl: `${context.publicUrl}/` };
});

export const headers = publicPageHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  // The States menu is loaded once by the root route; the home page groups the same list.
  const { menuStates } = useRootData();
  const { isPaid } = useSession();
  return (
    <>
      <HomeHero isPaid={isPaid} />
      <ExploreByState groups={groupStatesForMenu(menuStates)} />
      <LatestAnnouncements announcements={loaderData.announcements} />
      {!isPaid && <MembershipCallout />}
    </>
  );
}
