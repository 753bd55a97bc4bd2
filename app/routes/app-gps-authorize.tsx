// /app/authorize-{partner} (spec §2.2, ADR 0057): the GPS partner's authorization for the mobile apps,
// in the minimal layout, ending with a link back into the app. Any other /app/{segment} is the 404 page.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { PRODUCT_NAME } from "../components/ui/logo";
import { GpsAuthorizePage } from "../features/gps-partner/authorize-page";
import { requireGpsAuthorizePage } from "../features/gps-partner/gps-authorize.server";
import type { Route } from "./+types/app-gps-authorize";
import { metaTranslator } from "../lib/i18n";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  return [
    {
      title: loaderData
        ? `${t("Connect {partner}", { partner: loaderData.partner.name })} | ${PRODUCT_NAME}`
        : t("Page not found"),
    },
    { name: "robots", content: "noindex" },
  ];
};

export const loader = pageLoader(ROUTE_RULES.signedIn, ({ request, params, context }: Route.LoaderArgs) =>
  requireGpsAuthorizePage(context, request, params.partnerAuthorize, "app"),
);

export default function AppGpsAuthorize({ loaderData }: Route.ComponentProps) {
  return <GpsAuthorizePage partner={loaderData.partner} surface={loaderData.surface} />;
}
