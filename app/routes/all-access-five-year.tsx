// /all-access/five-year: the five-year membership, against paying yearly.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { PLAN_CODES } from "../../shared/contracts/billing.contract";
import { isPaid } from "../../shared/domain/user-status";
import { pageMeta } from "../components/article/page-meta";
import { FiveYearPage } from "../features/membership/five-year-page";
import { requirePlan } from "../features/membership/plan-display";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/all-access-five-year";
import { metaTranslator } from "../lib/i18n";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { results: plans } = await context.services.checkout.listPlans();
  return {
    canonicalUrl: `${context.services.publicUrl}/all-access/five-year`,
    fiveYear: requirePlan(plans, PLAN_CODES.fiveYear),
    yearly: requirePlan(plans, PLAN_CODES.yearly),
    isPaid: isPaid(context.user),
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("Five-Year All-Access Membership"),
    description: t("Five years of every trail guide, offline maps and navigation, paid once."),
    canonicalUrl: loaderData?.canonicalUrl ?? "/all-access/five-year",
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function FiveYearRoute({ loaderData }: Route.ComponentProps) {
  return <FiveYearPage fiveYear={loaderData.fiveYear} yearly={loaderData.yearly} isPaid={loaderData.isPaid} />;
}
