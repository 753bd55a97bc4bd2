// /announcements/{pagetype}/{slug} (SUPER; HO): the announcements aimed at one page (ADR 0053).
import { ANNOUNCEMENT_PAGE_TYPES } from "../../shared/contracts/announcement-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { TEXT_LINK_CLASSES } from "../components/ui/text-link";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { PageAnnouncementsEditor } from "../features/admin-content/page-announcements-editor";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import { Link } from "react-router";
import type { Route } from "./+types/announcements-by-page";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Announcements: ${loaderData?.page.title ?? "page"} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ params, request, context }: Route.LoaderArgs) => {
  const pageType = ANNOUNCEMENT_PAGE_TYPES.find((type) => type === params.pagetype);
  if (!pageType) throw pageNotFound(request);
  return orPageNotFound(request, context.services.announcementAdmin.forPage(pageType, params.slug));
});

export default function AnnouncementsByPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <StaffPage
      title={`Announcements on ${page.title}`}
      summary={
        <>
          Shown on{" "}
          <Link to={page.url} className={TEXT_LINK_CLASSES}>
            the {page.title} page
          </Link>{" "}
          from their date, newest first. They stay out of the site-wide announcement list.
        </>
      }
    >
      <PageAnnouncementsEditor key={`${page.type}/${page.slug}`} data={loaderData} />
    </StaffPage>
  );
}
