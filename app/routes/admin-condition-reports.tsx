// /admin/condition-reports: members' condition reports waiting for staff (ADMIN or greater, checked
// here and again by the API; ADR 0060).
import { conditionReportListQuerySchema } from "../../shared/contracts/condition-reports.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { ConditionQueuePage } from "../features/admin-conditions/condition-queue-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-condition-reports";

export const meta: Route.MetaFunction = () => [
  { title: `Condition reports | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.admin, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, conditionReportListQuerySchema);
  return { page: await context.services.conditionReports.list(query) };
});

export default function AdminConditionReports({ loaderData }: Route.ComponentProps) {
  return <ConditionQueuePage page={loaderData.page} />;
}
