// /admin/vendor-cms/:id (SUPER; HO): one vendor, its form, statements of work and staff history.
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { VendorPage } from "../features/admin/contributors/vendor-form-page";
import { pathIdOf } from "../features/statements-of-work/path-id.server";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-vendor-cms-vendor";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.vendor.name ?? "Vendor"} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, params, context }: Route.LoaderArgs) => ({
  vendor: await context.services.vendors.detail(pathIdOf(request, params.id)),
}));

export default function AdminVendorCmsVendor({ loaderData }: Route.ComponentProps) {
  return <VendorPage key={loaderData.vendor.id} vendor={loaderData.vendor} />;
}
