// /admin/sow-cms (SUPER; HO): every statement of work. Its state is the URL.
import { statementOfWorkListQuerySchema } from "../../shared/contracts/statement-of-work.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { SowCmsPage } from "../features/admin/contributors/sow-cms-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-sow-cms";

export const meta: Route.MetaFunction = () => [
  { title: `Statements of work | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, statementOfWorkListQuerySchema);
  return { query, page: await context.services.statementsOfWork.list(query) };
});

export default function AdminSowCms({ loaderData }: Route.ComponentProps) {
  return <SowCmsPage page={loaderData.page} query={loaderData.query} />;
}
