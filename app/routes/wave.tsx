// /wave/{vehicle-brand}: the vehicle-brand wave page (spec §2.2 names it without a route;
// docs/decisions/0015-partner-pages.md). A visit credits a later sign-up to the brand.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { useEffect } from "react";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RouteErrorPage } from "../features/error-page/error-page";
import { pageNotFoundMeta } from "../features/partner/page-not-found-meta";
import { storeAffiliateOrigin } from "../features/auth/sign-up-draft";
import { requireVehiclePartner } from "../features/partner/partner.server";
import { WavePage } from "../features/partner/wave-page";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/wave";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { t } = metaTranslator(matches);
  const partner = { partner: data?.partner.name ?? "" };
  return data
    ? [
        { title: `${t("Join the {partner} wave", partner)} | ${PRODUCT_NAME}` },
        { name: "description", content: t("Trails, scout routes and a free All-Access trial for {partner} owners.", partner) },
      ]
    : pageNotFoundMeta(matches);
};

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, params, context }: Route.LoaderArgs) => {
  return { partner: requireVehiclePartner(context, request, params.brand), isSignedIn: context.user !== null };
});

export default function Wave({ loaderData }: Route.ComponentProps) {
  const { partner, isSignedIn } = loaderData;
  useEffect(() => storeAffiliateOrigin(partner.slug), [partner.slug]);
  return <WavePage partner={partner} isSignedIn={isSignedIn} />;
}

/** Another slug is the 404 page, inside the layout like any unknown path. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
