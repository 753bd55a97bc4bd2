// /admin/region-map (SUPER; HO): a state's regions and their outlines on a map; `?state=` chooses the state.
import { ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RegionMapPageView } from "../features/admin-map/region-map-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/admin-region-map";

export const meta: Route.MetaFunction = () => [{ title: `Region map | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const loader = pageLoader(ROUTE_RULES.super, async ({ request, context }: Route.LoaderArgs) => {
  const { mapDataAdmin } = context.services;
  const states = await mapDataAdmin.listStates();
  // Without a choice, the first state that has regions.
  const chosen = new URL(request.url).searchParams.get("state") ?? states.find((state) => state.regions > 0)?.slug;
  return { states, stateRegions: chosen ? await mapDataAdmin.stateRegions(chosen) : null };
});

export default function AdminRegionMap({ loaderData }: Route.ComponentProps) {
  return <RegionMapPageView states={loaderData.states} stateRegions={loaderData.stateRegions} />;
}
