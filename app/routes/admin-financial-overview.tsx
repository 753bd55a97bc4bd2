// /admin/financial-overview (spec §2.2: Super only; HO). The range lives in the URL (?from&to).
import { PRODUCT_NAME } from "../components/ui/logo";
import { FinancialOverviewPage } from "../features/admin-finance/financial-overview-page";
import { loadFinancialOverview } from "../features/admin-finance/load-financial-overview.server";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-financial-overview";

export const meta: Route.MetaFunction = () => [
  { title: `Financial overview | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs, user) => {
  return loadFinancialOverview(context, user, request);
});

export default function AdminFinancialOverview({ loaderData }: Route.ComponentProps) {
  return <FinancialOverviewPage overview={loaderData.overview} problem={loaderData.problem} />;
}
