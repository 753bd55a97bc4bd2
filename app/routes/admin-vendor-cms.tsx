// /admin/vendor-cms (SUPER; HO): the vendors. Its state is the URL.
import { vendorListQuerySchema } from "../../shared/contracts/vendor.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { cmsQueryFrom } from "../components/cms/cms-query";
import { PRODUCT_NAME } from "../components/ui/logo";
import { VendorCmsPage } from "../features/admin/contributors/vendor-cms-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-vendor-cms";

export const meta: Route.MetaFunction = () => [{ title: `Vendors | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const query = cmsQueryFrom(request, vendorListQuerySchema);
  return { query, page: await context.services.vendors.list(query) };
});

export default function AdminVendorCms({ loaderData }: Route.ComponentProps) {
  return <VendorCmsPage page={loaderData.page} query={loaderData.query} />;
}
