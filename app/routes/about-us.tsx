import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { AboutPage } from "../features/about/about-page";
import { pageMeta } from "../components/article/page-meta";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/about-us";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ context }: Route.LoaderArgs) => {
  return { canonicalUrl: `${context.publicUrl}/about-us` };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("About us"),
    description: t(
      "Trailguide guides off-road drivers to trails, scout routes and ORV parks. Learn about the product and its data sources.",
    ),
    canonicalUrl: loaderData?.canonicalUrl ?? "/about-us",
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function AboutUs() {
  return <AboutPage />;
}
