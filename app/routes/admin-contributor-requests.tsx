// /admin/contributor-requests (SUPER; HO): the queue of applications to contribute. Its state is the URL.
import { contributorRequestListQuerySchema } from "../../shared/contracts/authoring-requests.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { ContributorRequestsPage } from "../features/admin/contributors/contributor-requests-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-contributor-requests";

export const meta: Route.MetaFunction = () => [
  { title: `Contributor requests | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, contributorRequestListQuerySchema);
  return { query, page: await context.services.requests.contributorRequestQueue(query) };
});

export default function AdminContributorRequests({ loaderData }: Route.ComponentProps) {
  return <ContributorRequestsPage page={loaderData.page} query={loaderData.query} />;
}
