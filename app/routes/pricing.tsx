// /pricing: the plan comparison, priced from the server's plan records.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { PLAN_CODES } from "../../shared/contracts/billing.contract";
import { isPaid } from "../../shared/domain/user-status";
import { pageMeta } from "../components/article/page-meta";
import { requirePlan } from "../features/membership/plan-display";
import { PricingPage } from "../features/pricing-page/pricing-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/pricing";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { results: plans } = await context.services.checkout.listPlans();
  return {
    canonicalUrl: `${context.services.publicUrl}/pricing`,
    yearlyPlan: requirePlan(plans, PLAN_CODES.yearly),
    fiveYearPlan: plans.find((plan) => plan.code === PLAN_CODES.fiveYear) ?? null,
    isPaid: isPaid(context.user),
    hasAccount: context.user != null,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("Pricing"),
    description: t("Trailguide is free to start. All-Access unlocks every trail guide, offline maps and navigation."),
    canonicalUrl: loaderData?.canonicalUrl ?? "/pricing",
    locale,
    structuredData: loaderData && {
      "@type": "Product",
      name: "Trailguide All-Access",
      offers: {
        "@type": "Offer",
        price: (loaderData.yearlyPlan.price_cents / 100).toFixed(2),
        priceCurrency: loaderData.yearlyPlan.currency,
        url: loaderData.canonicalUrl,
      },
    },
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PricingPage
      yearlyPlan={loaderData.yearlyPlan}
      fiveYearPlan={loaderData.fiveYearPlan}
      isPaid={loaderData.isPaid}
      hasAccount={loaderData.hasAccount}
    />
  );
}
