import { AboutPage } from "../features/about/about-page";
import type { Route } from "./+types/about-us";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "About us | Trailguide" },
    {
      name: "description",
      content:
        "Trailguide guides off-road drivers to trails, scout routes and ORV parks. Learn about the product and its data sources.",
    },
  ];
}

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function AboutUs() {
  return <AboutPage />;
}
