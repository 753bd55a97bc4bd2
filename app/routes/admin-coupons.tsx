// /admin/coupons: staff coupon management (ADMIN or greater, header-only like the other admin pages;
// docs/decisions/0015-partner-pages.md records why it is an extra admin route).
import { couponListQuerySchema } from "../../shared/contracts/billing.contract";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { CouponsPage } from "../features/admin-finance/coupons-page";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-coupons";

export const meta: Route.MetaFunction = () => [{ title: `Coupons | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

// Its list state is the URL (ADR 0047), read with the API's own query contract.
export const loader = pageLoader(ROUTE_RULES.admin, async ({ request, context }: Route.LoaderArgs, user) => {
  const query = cmsQueryFrom(request, couponListQuerySchema);
  const [page, plans] = await Promise.all([
    context.services.couponAdmin.list(user, query),
    context.services.checkout.listPlans(),
  ]);
  return { query, page, plans: plans.results };
});

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  return <CouponsPage page={loaderData.page} query={loaderData.query} plans={loaderData.plans} />;
}
