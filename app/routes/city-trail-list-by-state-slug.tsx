// /best-trails/{state_slug}/{city} and /beginner-trails/{state_slug}/{city} move for good to the
// canonical /{country}/{state_slug}/{city}/{list}.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { redirect } from "react-router";
import { cityListKindOf, cityListPath } from "../features/city-lists/city-list-kind";
import { findStateBySlug } from "../features/city-lists/load-city-list.server";
import type { Route } from "./+types/city-trail-list-by-state-slug";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const state = await findStateBySlug(context, request, params.slug);
  return redirect(`${cityListPath(state, params.city.toLowerCase(), cityListKindOf(url.pathname))}${url.search}`, 301);
});
