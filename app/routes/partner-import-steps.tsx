// /{partner-brand}/import-steps: bringing existing GPX/KML tracks into My Content.
import { ROUTE_RULES } from "../../shared/domain/access";
import { metaTranslator } from "../lib/i18n";
import { pageLoader } from "../lib/page-access.server";
import { PRODUCT_NAME } from "../components/ui/logo";
import { RouteErrorPage } from "../features/error-page/error-page";
import { pageNotFoundMeta } from "../features/partner/page-not-found-meta";
import { PartnerImportStepsPage } from "../features/partner/partner-import-steps-page";
import { requireTirePartner } from "../features/partner/partner.server";
import type { Route } from "./+types/partner-import-steps";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [{ title: `${metaTranslator(matches).t("Bring your tracks in")} | ${data.partner.name} × ${PRODUCT_NAME}` }]
    : pageNotFoundMeta(matches);

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, params, context }: Route.LoaderArgs) => {
  const { appStoreUrl, playStoreUrl } = context.clientConfig;
  return { partner: requireTirePartner(context, request, params.partner), appStoreUrl, playStoreUrl };
});

export default function PartnerImportSteps({ loaderData }: Route.ComponentProps) {
  return <PartnerImportStepsPage {...loaderData} />;
}

/** Another slug is the 404 page, inside the layout like any unknown path. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
