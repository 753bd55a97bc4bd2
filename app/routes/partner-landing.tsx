// /{partner-brand} (spec §2.2): the tire partner's co-branded landing. Only the configured slug
// exists; any other single segment is the 404 page. A visit credits a later sign-up to the partner.
// React Router cannot match "authorize-:partner" as part of a segment, so this route also serves the
// GPS partner's /authorize-{partner} (signed in; ADR 0057).
import { declareRule, ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { useEffect, type ComponentProps } from "react";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RouteErrorPage } from "../features/error-page/error-page";
import { pageNotFoundMeta } from "../features/partner/page-not-found-meta";
import { storeAffiliateOrigin } from "../features/auth/sign-up-draft";
import { PartnerLandingPage } from "../features/partner/partner-landing-page";
import { partnerTrialDays, requireTirePartner } from "../features/partner/partner.server";
import { GpsAuthorizePage } from "../features/gps-partner/authorize-page";
import { isGpsAuthorizeSegment, requireGpsAuthorizePage } from "../features/gps-partner/gps-authorize.server";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/partner-landing";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data?.page === "gps-authorize"
    ? [
        { title: `${metaTranslator(matches).t("Connect {partner}", { partner: data.partner.name })} | ${PRODUCT_NAME}` },
        { name: "robots", content: "noindex" },
      ]
    : data
      ? [
          {
            title: metaTranslator(matches).t("{partner} × {product}: your All-Access trial", {
              partner: data.partner.name,
              product: PRODUCT_NAME,
            }),
          },
          {
            name: "description",
            content: metaTranslator(matches).t("{partner} customers get a complementary All-Access trial of {product}.", {
              partner: data.partner.name,
              product: PRODUCT_NAME,
            }),
          },
        ]
      : pageNotFoundMeta(matches);

const tirePartnerLanding = pageLoader(ROUTE_RULES.anyone, async ({ request, params, context }: Route.LoaderArgs) => {
  const partner = requireTirePartner(context, request, params.partner);
  return {
    page: "tire-partner" as const,
    partner,
    trialDays: await partnerTrialDays(context, partner),
    isSignedIn: context.user !== null,
  };
});

const gpsAuthorize = pageLoader(ROUTE_RULES.signedIn, ({ request, params, context }: Route.LoaderArgs) => ({
  page: "gps-authorize" as const,
  ...requireGpsAuthorizePage(context, request, params.partner, "web"),
}));

export const loader = declareRule(
  (args: Route.LoaderArgs) =>
    isGpsAuthorizeSegment(args.context, args.params.partner) ? gpsAuthorize(args) : tirePartnerLanding(args),
  ROUTE_RULES.partnerSegment,
);

export default function PartnerLanding({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "gps-authorize") return <GpsAuthorizePage partner={loaderData.partner} surface={loaderData.surface} />;
  return <TirePartnerLanding {...loaderData} />;
}

function TirePartnerLanding({ partner, trialDays, isSignedIn }: ComponentProps<typeof PartnerLandingPage>) {
  useEffect(() => storeAffiliateOrigin(partner.slug), [partner.slug]);
  return <PartnerLandingPage partner={partner} trialDays={trialDays} isSignedIn={isSignedIn} />;
}

/** Another slug is the 404 page, inside the layout like any unknown path. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
