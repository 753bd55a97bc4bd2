// /admin/patrol-cms (SUPER; HO): every patrol and the form to assign one. Its state is the URL.
import { patrolListQuerySchema } from "../../shared/contracts/patrol.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { PatrolCmsPage } from "../features/admin/contributors/patrol-cms-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-patrol-cms";

export const meta: Route.MetaFunction = () => [{ title: `Patrols | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, patrolListQuerySchema);
  return { query, page: await context.services.patrols.list(query) };
});

export default function AdminPatrolCms({ loaderData }: Route.ComponentProps) {
  return <PatrolCmsPage page={loaderData.page} query={loaderData.query} />;
}
