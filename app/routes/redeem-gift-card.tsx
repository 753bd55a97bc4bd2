// /redeem-gift-card?code=: redeem a gift membership, now or right after sign-up.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { RedeemGiftCardPage } from "../features/membership/redeem-page";
import type { Route } from "./+types/redeem-gift-card";
import { metaTranslator } from "../lib/i18n";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: `${metaTranslator(matches).t("Redeem a Gift Membership")} | Trailguide` },
    { name: "robots", content: "noindex" },
  ];
}

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context }: Route.LoaderArgs) => {
  return { code: new URL(request.url).searchParams.get("code") ?? "", isSignedIn: context.user !== null };
});

export default function RedeemGiftCardRoute({ loaderData }: Route.ComponentProps) {
  return <RedeemGiftCardPage key={loaderData.code} initialCode={loaderData.code} isSignedIn={loaderData.isSignedIn} />;
}
