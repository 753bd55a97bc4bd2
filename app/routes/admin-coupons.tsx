// /admin/coupons: staff coupon management (ADMIN or greater, header-only like the other admin pages;
// docs/decisions/0015-partner-pages.md records why it is an extra admin route).
import { PRODUCT_NAME } from "../components/ui/logo";
import { CouponsPage } from "../features/admin-finance/coupons-page";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-coupons";

export const meta: Route.MetaFunction = () => [{ title: `Coupons | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.admin, async ({ context }: Route.LoaderArgs, user) => {
  const [coupons, plans] = await Promise.all([context.services.couponAdmin.list(user), context.services.checkout.listPlans()]);
  return { coupons, plans: plans.results };
});

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  return <CouponsPage coupons={loaderData.coupons} plans={loaderData.plans} />;
}
