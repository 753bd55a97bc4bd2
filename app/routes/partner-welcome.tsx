// /{partner-brand}/welcome: the partner member's first page: the trial and its end, next steps.
import { ROUTE_RULES } from "../../shared/domain/access";
import { metaTranslator } from "../lib/i18n";
import { pageLoader } from "../lib/page-access.server";
import { redirect } from "react-router";
import { splitName } from "../../shared/domain/analytics-identity";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RouteErrorPage } from "../features/error-page/error-page";
import { pageNotFoundMeta } from "../features/partner/page-not-found-meta";
import { PartnerWelcomePage } from "../features/partner/partner-welcome-page";
import { partnerTrialDays, requireTirePartner } from "../features/partner/partner.server";
import type { Route } from "./+types/partner-welcome";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        { title: `${metaTranslator(matches).t("Welcome, {partner} rider", { partner: data.partner.name })} | ${PRODUCT_NAME}` },
        { name: "robots", content: "noindex" },
      ]
    : pageNotFoundMeta(matches);

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ request, params, context }: Route.LoaderArgs) => {
  const partner = requireTirePartner(context, request, params.partner);
  if (!context.user) throw redirect(`/${partner.slug}/sign-up`);
  const [membership, trialDays] = await Promise.all([
    context.services.membership.read(context.user.id),
    partnerTrialDays(context, partner),
  ]);
  return {
    partner,
    trialDays,
    firstName: splitName(context.user.name).firstName,
    membership: { tier: membership.tier, access_until: membership.access_until },
  };
});

export default function PartnerWelcome({ loaderData }: Route.ComponentProps) {
  return <PartnerWelcomePage {...loaderData} />;
}

/** Another slug is the 404 page, inside the layout like any unknown path. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
