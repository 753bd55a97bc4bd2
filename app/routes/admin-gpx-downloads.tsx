// /admin/gpx-downloads (SUPER; HO): the GPX download log. Its state is the URL.
import { gpxDownloadsQuerySchema } from "../../shared/contracts/gpx-downloads.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { GpxDownloadsPageView } from "../features/admin-metrics/gpx-downloads-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-gpx-downloads";

export const meta: Route.MetaFunction = () => [
  { title: `GPX downloads | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, gpxDownloadsQuerySchema);
  return { query, page: await context.services.gpxDownloadsAdmin.list(query) };
});

export default function AdminGpxDownloads({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="GPX downloads" summary="Who downloaded which guide's GPX file, and when. Times are UTC.">
      <GpxDownloadsPageView page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
