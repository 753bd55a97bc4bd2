// /users/contributor-portal: the contributor portal (spec §2.2: SCOUT or greater; signed out, the
// visitor logs in and comes back; below SCOUT, the page does not exist). The API answers the same
// overview at /api/v2/contributor-portal/.
import { PORTAL_FIRST_VIEW, portalQuerySchema } from "../../shared/contracts/contributor-portal.contract";
import { ROUTE_RULES } from "../../shared/domain/access";
import { groupStatesByCountry } from "../../shared/domain/states-menu";
import { PRODUCT_NAME } from "../components/ui/logo";
import { ContributorPortalPage } from "../features/contributor-portal/contributor-portal-page";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/contributor-portal";

export const meta: Route.MetaFunction = () => [
  { title: `Contributor Portal | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.scout, async ({ request, context }: Route.LoaderArgs, user) => {
  const parsed = portalQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : PORTAL_FIRST_VIEW;
  const [portal, states] = await Promise.all([
    context.services.contributorPortal.overview(user, query),
    context.services.site.listStates(),
  ]);
  return { firstName: user.name.split(" ")[0] ?? user.name, portal, stateGroups: groupStatesByCountry(states) };
});

export default function ContributorPortalRoute({ loaderData }: Route.ComponentProps) {
  return <ContributorPortalPage {...loaderData} />;
}
