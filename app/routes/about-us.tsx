import { AboutPage } from "../features/about/about-page";
import type { Route } from "./+types/about-us";

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

export default function AboutUs() {
  return <AboutPage />;
}
