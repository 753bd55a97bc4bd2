// /admin/basemap-comparison (SUPER; HO): two synchronized maps, each with its own basemap; the view and choices are the URL.
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { BasemapComparisonView } from "../features/admin-map/basemap-comparison-page";
import { comparisonFromSearch } from "../features/admin-map/comparison-url";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-basemap-comparison";

export const meta: Route.MetaFunction = () => [
  { title: `Basemap comparison | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, ({ request }: Route.LoaderArgs) => ({
  initial: comparisonFromSearch(new URL(request.url).searchParams),
}));

export default function AdminBasemapComparison({ loaderData }: Route.ComponentProps) {
  return <BasemapComparisonView initial={loaderData.initial} />;
}
