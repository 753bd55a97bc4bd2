// /admin/preview-trail-comparison (SUPER; HO): All-Access Previews by state, or (?view=scout-routes)
// each scout route's closest preview. Its state is the URL.
import { previewStatesQuerySchema, scoutRoutePreviewsQuerySchema } from "../../shared/contracts/preview-comparison.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { PreviewComparison } from "../features/admin-reviews/preview-comparison-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-preview-trail-comparison";

export const meta: Route.MetaFunction = () => [
  { title: `Preview trails | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const { previewComparison } = context.services;
  if (new URL(request.url).searchParams.get("view") === "scout-routes") {
    const query = cmsQueryFrom(request, scoutRoutePreviewsQuerySchema);
    return { view: "scout-routes" as const, query, page: await previewComparison.listScoutRoutes(query) };
  }
  const query = cmsQueryFrom(request, previewStatesQuerySchema);
  return { view: "states" as const, query, page: await previewComparison.listStates(query) };
});

export default function AdminPreviewTrailComparison({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Preview trails"
      summary="Which trails are All-Access Previews in each state, and the preview each scout route's paywall offers."
    >
      <PreviewComparison {...loaderData} />
    </StaffPage>
  );
}
