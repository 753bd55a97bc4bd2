// /admin/edit-requests (SUPER; HO): the queue of suggested edits. Its state is the URL.
import { editRequestListQuerySchema } from "../../shared/contracts/authoring-requests.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { EditRequestsPage } from "../features/admin/contributors/edit-requests-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-edit-requests";

export const meta: Route.MetaFunction = () => [
  { title: `Edit requests | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, editRequestListQuerySchema);
  return { query, page: await context.services.requests.editRequestQueue(query) };
});

export default function AdminEditRequests({ loaderData }: Route.ComponentProps) {
  return <EditRequestsPage page={loaderData.page} query={loaderData.query} />;
}
