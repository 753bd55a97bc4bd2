// /all-access/checkout/complete?checkout={id}: where the payment provider sends the reader back.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { CheckoutCompletePage } from "../features/membership/checkout-complete-page";
import type { Route } from "./+types/all-access-checkout-complete";
import { metaTranslator } from "../lib/i18n";
import { HIDE_CHROME_FOR_MOBILE_QUERY } from "./layouts/chrome-visibility";

export const handle = HIDE_CHROME_FOR_MOBILE_QUERY;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("Thank you")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request }: Route.LoaderArgs) => {
  return { checkoutId: new URL(request.url).searchParams.get("checkout") };
});

export default function CheckoutCompleteRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutCompletePage key={loaderData.checkoutId} checkoutId={loaderData.checkoutId} />;
}
