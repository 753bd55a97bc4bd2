import { ALL_ACCESS_YEARLY_PRICE_USD } from "../../shared/domain/pricing";
import { pageMeta } from "../components/article/page-meta";
import { PricingPage } from "../features/pricing-page/pricing-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import type { Route } from "./+types/pricing";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.services.publicUrl}/pricing` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Pricing",
    description: "Trailguide is free to start. All-Access unlocks every trail guide, offline maps and navigation.",
    canonicalUrl: loaderData?.canonicalUrl ?? "/pricing",
    structuredData: {
      "@type": "Product",
      name: "Trailguide All-Access",
      offers: {
        "@type": "Offer",
        price: ALL_ACCESS_YEARLY_PRICE_USD.toFixed(2),
        priceCurrency: "USD",
        url: loaderData?.canonicalUrl,
      },
    },
  });

export const headers = publicPageHeaders;

export default function PricingRoute() {
  return <PricingPage />;
}
