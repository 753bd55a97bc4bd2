// /admin (spec §2.2: ADMIN or greater; HO): the staff dashboard.
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { StaffDashboardPage } from "../features/admin/staff-dashboard-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: `Staff dashboard | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.admin, async ({ context }: Route.LoaderArgs, user) => ({
  dashboard: await context.services.staffDashboard.overview(user),
}));

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <StaffDashboardPage dashboard={loaderData.dashboard} />;
}
