import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { redirect } from "react-router";
import type { Route } from "./+types/sign-up-index";
import { ACCOUNT_STEP } from "../features/auth/sign-up-steps";

// The query goes along: a campaign link to /sign-up carries utm_* and coupon parameters.
export const loader = pageLoader(ROUTE_RULES.anyone, ({ request }: Route.LoaderArgs) => {
  return redirect(`${ACCOUNT_STEP.path}${new URL(request.url).search}`);
});
