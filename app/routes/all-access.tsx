// /all-access: the membership sales page, priced from the plan records, with the preview and
// Badge of Honor trail counts.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { PLAN_CODES } from "../../shared/contracts/billing.contract";
import { isPaid } from "../../shared/domain/user-status";
import { pageMeta } from "../components/article/page-meta";
import { AllAccessPage } from "../features/membership/all-access-page";
import { requirePlan } from "../features/membership/plan-display";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/all-access";
import { metaTranslator } from "../lib/i18n";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { services } = context;
  const [{ results: plans }, previewTrailCount, badgeOfHonorTrailCount] = await Promise.all([
    services.checkout.listPlans(),
    services.guides.countPublishedTrails("preview"),
    services.guides.countPublishedTrails("boh"),
  ]);
  return {
    canonicalUrl: `${services.publicUrl}/all-access`,
    yearly: requirePlan(plans, PLAN_CODES.yearly),
    fiveYear: plans.find((plan) => plan.code === PLAN_CODES.fiveYear) ?? null,
    previewTrailCount,
    badgeOfHonorTrailCount,
    isPaid: isPaid(context.user),
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("All-Access Membership"),
    description: t("Every trail guide in full, Scout Routes, offline maps, GPX and navigation. Start with a 7-day free trial."),
    canonicalUrl: loaderData?.canonicalUrl ?? "/all-access",
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function AllAccessRoute({ loaderData }: Route.ComponentProps) {
  return <AllAccessPage {...loaderData} />;
}
