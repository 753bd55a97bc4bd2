import { groupStatesForMenu } from "../../shared/domain/states-menu";
import { ExploreByState } from "../features/home/explore-by-state";
import { HomeHero } from "../features/home/home-hero";
import { LatestAnnouncements } from "../features/home/latest-announcements";
import { MembershipCallout } from "../features/home/membership-callout";
import { useRootData } from "../lib/root-data";
import { useSession } from "../lib/session";
import type { Route } from "./+types/home";
import { publicPageHeaders } from "../lib/page-cache-headers";

const LATEST_ANNOUNCEMENTS = 3;

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Trailguide: off-road trail guides and maps" },
    {
      name: "description",
      content:
        "Find off-road trails, scout routes and ORV parks across the United States, Canada and Mexico, with trail guides and maps made for your phone.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const announcements = await context.services.site.listLatestAnnouncements(context.user?.id ?? null, LATEST_ANNOUNCEMENTS);
  return { announcements };
}

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
