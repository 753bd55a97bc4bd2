// /admin/user-metrics (SUPER; HO): sign-ups, active users, trials, conversions and churn by day,
// week or month. The interval and the range are the URL (?interval&from&to).
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffPage } from "../components/cms/staff-page";
import { loadUserMetrics } from "../features/admin-metrics/load-user-metrics.server";
import { UserMetricsExportLink, UserMetricsPageView } from "../features/admin-metrics/user-metrics-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-user-metrics";

export const meta: Route.MetaFunction = () => [
  { title: `User metrics | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) =>
  loadUserMetrics(context, request),
);

export default function AdminUserMetrics({ loaderData }: Route.ComponentProps) {
  const { metrics, range } = loaderData;
  return (
    <StaffPage
      title="User metrics"
      summary="Sign-ups, active users, trials, paid conversions and churn, counted from the account, activity and billing records. Days are UTC days; weeks start on Monday."
      actions={metrics && <UserMetricsExportLink metrics={metrics} />}
    >
      <UserMetricsPageView key={`${range.interval}-${range.from}-${range.to}`} metrics={metrics} range={range} />
    </StaffPage>
  );
}
