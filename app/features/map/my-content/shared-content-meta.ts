// Title and Open Graph tags of a shared track or waypoint page.
import type { MetaDescriptor } from "react-router";
import type { SharedContent } from "../../../../shared/contracts/user-content.contract";
import { formatCoordinates, formatTrackStats } from "./stats-format";

const SITE_NAME = "Trailguide";

/** Link previews are read by no one in particular: imperial, as a visitor reads (ADR 0040). */
export function sharedContentDescription(item: SharedContent): string {
  const what =
    item.kind === "track"
      ? `A track (${formatTrackStats(item, "imperial")})`
      : `A waypoint at ${formatCoordinates(item.latitude, item.longitude)}`;
  return `${what} shared by ${item.owner_name || "a Trailguide member"}.${item.notes ? ` ${item.notes}` : ""}`.slice(0, 300);
}

export function sharedContentMeta(data: { item: SharedContent; canonicalUrl: string } | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Page not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { item, canonicalUrl } = data;
  const description = sharedContentDescription(item);
  return [
    { title: `${item.name} | ${SITE_NAME}` },
    { name: "description", content: description },
    // Shared by link, not published: kept out of search results.
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: item.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    { name: "twitter:card", content: "summary" },
  ];
}
