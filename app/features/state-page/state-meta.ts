import type { MetaDescriptor } from "react-router";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import type { StatePageData } from "./load-state-page.server";

/** Title, description and the canonical /{country}/{slug} link, whichever URL rendered the page. */
export function stateMeta(data: StatePageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "State not found | Trailguide" }];
  const { state, townCount, canonicalUrl } = data;
  const country = COUNTRY_LABELS[state.country_code];
  return [
    { title: `${state.title}, ${country}: off-road trails and towns | Trailguide` },
    {
      name: "description",
      content: `Off-roading in ${state.title}, ${country}: ${townCount.toLocaleString("en-US")} towns and cities with their counties.`,
    },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
  ];
}
