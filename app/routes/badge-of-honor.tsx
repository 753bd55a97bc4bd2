import { pageMeta } from "../components/article/page-meta";
import { BadgeOfHonorPage } from "../features/feature-pages/badge-of-honor-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/badge-of-honor";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.services.publicUrl}/badge-of-honor` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Badge of Honor",
    description: "Drive the hardest trails in the Trailguide collection and earn bronze, silver and gold Badge of Honor badges.",
    canonicalUrl: loaderData?.canonicalUrl ?? "/badge-of-honor",
    structuredData: { "@type": "WebPage", name: "Badge of Honor" },
  });

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function BadgeOfHonorRoute() {
  return <BadgeOfHonorPage />;
}
