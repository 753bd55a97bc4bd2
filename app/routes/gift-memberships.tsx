// /gift-memberships: buy a year of All-Access for someone else.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { PLAN_CODES } from "../../shared/contracts/billing.contract";
import { pageMeta } from "../components/article/page-meta";
import { GiftPage } from "../features/membership/gift-page";
import { requirePlan } from "../features/membership/plan-display";
import type { Route } from "./+types/gift-memberships";
import { metaTranslator } from "../lib/i18n";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { results: plans } = await context.services.checkout.listPlans();
  return {
    canonicalUrl: `${context.services.publicUrl}/gift-memberships`,
    giftPlan: requirePlan(plans, PLAN_CODES.giftYearly),
    isSignedIn: context.user !== null,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("Gift an All-Access Membership"),
    description: t("Give a year of every trail guide, offline maps and navigation, delivered by e-mail on the day you choose."),
    canonicalUrl: loaderData?.canonicalUrl ?? "/gift-memberships",
    locale,
  });
};

export default function GiftMembershipsRoute({ loaderData }: Route.ComponentProps) {
  return <GiftPage giftPlan={loaderData.giftPlan} isSignedIn={loaderData.isSignedIn} />;
}
