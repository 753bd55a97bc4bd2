import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { Link } from "react-router";
import { AnnouncementList } from "../features/dashboard/announcement-list";
import { DashboardGarageAndLists } from "../features/dashboard/dashboard-garage-and-lists";
import { DashboardPagination } from "../features/dashboard/dashboard-pagination";
import { RecentlyViewed } from "../features/dashboard/recently-viewed";
import { MembershipPanel } from "../features/membership/membership-panel";
import { RECENTLY_VIEWED_SHOWN } from "../../shared/domain/list-limits";
import { TourInvitation, TourDashboardLink } from "../features/onboarding/tour-invitation";
import type { Route } from "./+types/dashboard";
import { metaTranslator, useT } from "../lib/i18n";

const PAGE_SIZE = 10;
/** The newest lists the dashboard shows; the rest are on /lists. */
const DASHBOARD_LISTS = 5;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Dashboard")} | Trailguide` },
  { name: "robots", content: "noindex" },
];

function pageNumber(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export const loader = pageLoader(ROUTE_RULES.signedIn, async ({ request, context }: Route.LoaderArgs, user) => {
  const { services } = context;
  const page = pageNumber(request);
  const [announcements, unreadCount, garage, lists, sharedLists, recentlyViewed, tour] = await Promise.all([
    services.site.listAnnouncements(user.id, { page, pageSize: PAGE_SIZE }),
    services.site.countUnreadAnnouncements(user.id),
    services.garage.getGarage(user),
    services.lists.listMyLists(user, { page: 1, pageSize: DASHBOARD_LISTS }),
    services.listSharing.listSharedWithMe(user, { page: 1, pageSize: DASHBOARD_LISTS }),
    services.lists.listRecentlyViewed(user, RECENTLY_VIEWED_SHOWN),
    services.onboarding.progressOf(user),
  ]);
  return {
    firstName: user.name.split(" ")[0] ?? user.name,
    page,
    lastPage: Math.max(1, Math.ceil(announcements.count / PAGE_SIZE)),
    announcements: announcements.results,
    unreadCount,
    uuid: user.uuid,
    primaryRig: garage.vehicles.find((vehicle) => vehicle.is_primary) ?? null,
    lists: lists.results,
    listCount: lists.count,
    sharedLists: sharedLists.results,
    recentlyViewed,
    tour,
  };
});

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const {
    firstName,
    page,
    lastPage,
    announcements,
    unreadCount,
    uuid,
    primaryRig,
    lists,
    listCount,
    sharedLists,
    tour,
    recentlyViewed,
  } = loaderData;
  const { t } = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("Dashboard")}</h1>
      <p className="mt-1 text-grey">{t("Welcome back, {name}.", { name: firstName })}</p>
      <TourInvitation location="dashboard" />
      <TourDashboardLink tour={tour} />

      <MembershipPanel />
      <DashboardGarageAndLists
        uuid={uuid}
        primaryRig={primaryRig}
        lists={lists}
        listCount={listCount}
        sharedLists={sharedLists}
      />
      <RecentlyViewed guides={recentlyViewed} />

      <section aria-labelledby="announcements-title" className="mt-10">
        <h2 id="announcements-title" className="mb-2 text-2xl font-bold tracking-tight">
          {t("Announcements")}
        </h2>
        {announcements.length === 0 ? (
          <p className="rounded-lg bg-neutral-50 p-5 text-grey">
            {t("Nothing on this page.")}{" "}
            <Link to="/dashboard" className="font-medium text-dark-grey underline">
              {t("See the newest announcements")}
            </Link>
            .
          </p>
        ) : (
          <AnnouncementList announcements={announcements} unreadCount={unreadCount} />
        )}
        <DashboardPagination page={page} lastPage={lastPage} />
      </section>
    </div>
  );
}
