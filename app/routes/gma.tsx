// /gma (decisions.md): a short marketing link, moved for good to /gift-memberships with its query
// string (utm parameters, a coupon) kept.
import { redirect } from "react-router";
import type { Route } from "./+types/gma";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/gift-memberships${new URL(request.url).search}`, 301);
}
