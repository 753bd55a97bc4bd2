import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { loadStatePage } from "../features/state-page/load-state-page.server";
import { stateMeta } from "../features/state-page/state-meta";
import { StatePage } from "../features/state-page/state-page";
import type { Route } from "./+types/state-by-code";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";

/** /states/{code} renders the state page too; its canonical link points to /{country}/{slug}. */
export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const state = await context.services.site.getStateByCode(params.code.toUpperCase());
  // Thrown so the layout's error boundary renders the 404 page.
  if (!state) throw pageNotFound(request);
  return loadStatePage(context, state);
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => stateMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function StateByCodeRoute({ loaderData }: Route.ComponentProps) {
  return <StatePage {...loaderData} />;
}
