// /{partner-brand} (spec §2.2): the tire partner's co-branded landing. Only the configured slug
// exists; any other single segment is the 404 page. A visit credits a later sign-up to the partner.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { useEffect } from "react";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RouteErrorPage } from "../features/error-page/error-page";
import { PAGE_NOT_FOUND_META } from "../features/partner/page-not-found-meta";
import { storeAffiliateOrigin } from "../features/auth/sign-up-draft";
import { PartnerLandingPage } from "../features/partner/partner-landing-page";
import { partnerTrialDays, requireTirePartner } from "../features/partner/partner.server";
import type { Route } from "./+types/partner-landing";

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.partner.name} × ${PRODUCT_NAME}: your All-Access trial` },
        {
          name: "description",
          content: `${data.partner.name} customers get a complementary All-Access trial of ${PRODUCT_NAME}.`,
        },
      ]
    : PAGE_NOT_FOUND_META;

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ request, params, context }: Route.LoaderArgs) => {
  const partner = requireTirePartner(context, request, params.partner);
  return { partner, trialDays: await partnerTrialDays(context, partner), isSignedIn: context.user !== null };
});

export default function PartnerLanding({ loaderData }: Route.ComponentProps) {
  const { partner, trialDays, isSignedIn } = loaderData;
  useEffect(() => storeAffiliateOrigin(partner.slug), [partner.slug]);
  return <PartnerLandingPage partner={partner} trialDays={trialDays} isSignedIn={isSignedIn} />;
}

/** Another slug is the 404 page, inside the layout like any unknown path. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
