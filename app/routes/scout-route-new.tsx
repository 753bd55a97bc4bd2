// /scout-routes/new (issue "Authoring"): a scout starts a new route (SCOUT or greater).
import { PRODUCT_NAME } from "../components/ui/logo";
import { NewScoutRoutePage } from "../features/guide-editor/new-scout-route-page";
import { ROUTE_RULES } from "../../shared/domain/access";
import { groupStatesByCountry } from "../../shared/domain/states-menu";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/scout-route-new";

export const loader = pageLoader(ROUTE_RULES.scout, async ({ context }: Route.LoaderArgs) => ({
  stateGroups: groupStatesByCountry(await context.services.site.listStates()),
}));

export const meta: Route.MetaFunction = () => [
  { title: `New Scout Route | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function ScoutRouteNewRoute({ loaderData }: Route.ComponentProps) {
  return <NewScoutRoutePage stateGroups={loaderData.stateGroups} />;
}
