import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageMeta } from "../components/article/page-meta";
import { AppsPage } from "../features/feature-pages/apps-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { useRootData } from "../lib/root-data";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/apps";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ context }: Route.LoaderArgs) => {
  return { canonicalUrl: `${context.services.publicUrl}/apps` };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("Mobile apps"),
    description: t("Get the Trailguide app for iPhone and Android: offline trail maps, navigation and your lists."),
    canonicalUrl: loaderData?.canonicalUrl ?? "/apps",
    locale,
    structuredData: {
      "@type": "MobileApplication",
      name: "Trailguide",
      operatingSystem: "iOS, Android",
      applicationCategory: "TravelApplication",
    },
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function AppsRoute() {
  const { clientConfig } = useRootData();
  return <AppsPage appStoreUrl={clientConfig.appStoreUrl} playStoreUrl={clientConfig.playStoreUrl} />;
}
