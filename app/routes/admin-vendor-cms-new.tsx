// /admin/vendor-cms/new (SUPER; HO): add a vendor.
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { NewVendorPage } from "../features/admin/contributors/vendor-form-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-vendor-cms-new";

export const meta: Route.MetaFunction = () => [
  { title: `Add a vendor | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, () => null);

export default function AdminVendorCmsNew() {
  return <NewVendorPage />;
}
