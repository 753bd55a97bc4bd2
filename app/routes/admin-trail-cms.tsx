// /admin/trail-cms (SUPER; HO): every trail guide, its workflow state and flags. Its state is the URL.
import { trailCmsQuerySchema } from "../../shared/contracts/guide-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { TrailCmsList } from "../features/admin-guides/trail-cms-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-trail-cms";

export const meta: Route.MetaFunction = () => [{ title: `Trails | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, trailCmsQuerySchema);
  return { query, page: await context.services.guideAdmin.listTrails(query) };
});

export default function AdminTrailCms({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Trails"
      summary="Every trail guide in any workflow state: its place, author, editions and flags. Select trails to publish or unpublish them."
    >
      <TrailCmsList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
