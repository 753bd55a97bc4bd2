// /admin/scout-route-cms (SUPER; HO): every scout route, its workflow state and author. Its state is the URL.
import { scoutRouteCmsQuerySchema } from "../../shared/contracts/guide-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { GuideCmsList } from "../features/admin-guides/guide-cms-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-scout-route-cms";

export const meta: Route.MetaFunction = () => [
  { title: `Scout routes | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, scoutRouteCmsQuerySchema);
  return { query, page: await context.services.guideAdmin.listScoutRoutes(query) };
});

export default function AdminScoutRouteCms({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Scout routes"
      summary="Every scout route in any workflow state: its place, author and editions. Select routes to publish or unpublish them."
    >
      <GuideCmsList
        caption="Scout routes"
        apiPath="/api/v2/admin/scout-route-cms/"
        noun="scout routes"
        page={loaderData.page}
        query={loaderData.query}
      />
    </StaffPage>
  );
}
