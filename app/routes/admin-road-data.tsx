// /admin/road-data (SUPER; HO): public-land and road datasets, their uploads and imports. Its list's state is the URL.
import { datasetImportQuerySchema } from "../../shared/contracts/map-data-admin.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RoadDataPageView } from "../features/admin-map/road-data-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-road-data";

export const meta: Route.MetaFunction = () => [{ title: `Road data | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, datasetImportQuerySchema);
  const [page, loaded] = await Promise.all([
    context.services.mapDataAdmin.listImports(query),
    context.services.map.listImports(),
  ]);
  return { query, page, loaded };
});

export default function AdminRoadData({ loaderData }: Route.ComponentProps) {
  return <RoadDataPageView loaded={loaderData.loaded} page={loaderData.page} query={loaderData.query} />;
}
