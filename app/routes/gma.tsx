// /gma (decisions.md): a short marketing link, moved for good to /gift-memberships with its query
// string (utm parameters, a coupon) kept.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { redirect } from "react-router";
import type { Route } from "./+types/gma";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request }: Route.LoaderArgs) => {
  return redirect(`/gift-memberships${new URL(request.url).search}`, 301);
});
