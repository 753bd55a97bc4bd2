// /all-access/checkout (route id "all-access-checkout"): the membership checkout. In-app web views
// open it with ?mobile, which hides the site's header and footer (spec §2.1).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { isPaid } from "../../shared/domain/user-status";
import { AlreadyAllAccess, CheckoutPage, CheckoutSignInPrompt } from "../features/membership/checkout-page";
import { MEMBERSHIP_PLAN_CODES, checkoutPlanCode } from "../features/membership/plan-display";
import type { Route } from "./+types/all-access-checkout";
import { metaTranslator } from "../lib/i18n";
import { HIDE_CHROME_FOR_MOBILE_QUERY } from "./layouts/chrome-visibility";

export const handle = HIDE_CHROME_FOR_MOBILE_QUERY;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Checkout")} | Trailguide` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ request, context }: Route.LoaderArgs) => {
  const { user, services } = context;
  const url = new URL(request.url);
  if (!user) return { view: "sign-in" as const, returnPath: url.pathname + url.search };
  if (isPaid(user)) return { view: "paid" as const };
  const { results: plans } = await services.checkout.listPlans();
  return {
    view: "checkout" as const,
    plans: plans.filter((plan) => MEMBERSHIP_PLAN_CODES.includes(plan.code)),
    planCode: checkoutPlanCode(url.searchParams.get("plan")),
  };
});

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.view) {
    case "sign-in":
      return <CheckoutSignInPrompt returnPath={loaderData.returnPath} />;
    case "paid":
      return <AlreadyAllAccess />;
    case "checkout":
      return <CheckoutPage plans={loaderData.plans} initialPlanCode={loaderData.planCode} />;
  }
}
