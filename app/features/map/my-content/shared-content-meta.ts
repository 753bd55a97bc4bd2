// Title and Open Graph tags of a shared track or waypoint page, in the page's language: the route
// passes the page's words from metaTranslator(matches).
import type { MetaDescriptor } from "react-router";
import type { SharedContent } from "../../../../shared/contracts/user-content.contract";
import { DEFAULT_LOCALE, localizedUrl, OPEN_GRAPH_LOCALES } from "../../../../shared/domain/locales";
import { measuresForLanguage } from "../../../../shared/domain/units";
import { translator, type Translator } from "../../../../shared/i18n/translator";
import { formatCoordinates, formatTrackStats } from "./stats-format";

const SITE_NAME = "Trailguide";
const ENGLISH = translator(DEFAULT_LOCALE, null);

/** Link previews are read by no one in particular: the figures the page's language measures in (ADR 0040). */
export function sharedContentDescription(item: SharedContent, { t, locale }: Translator = ENGLISH): string {
  const name = item.owner_name;
  const measure = measuresForLanguage(locale);
  const text =
    item.kind === "track"
      ? name
        ? t("A track ({stats}) shared by {name}.", { stats: formatTrackStats(item, measure, t), name })
        : t("A track ({stats}) shared by a Trailguide member.", { stats: formatTrackStats(item, measure, t) })
      : name
        ? t("A waypoint at {position} shared by {name}.", { position: formatCoordinates(item.latitude, item.longitude), name })
        : t("A waypoint at {position} shared by a Trailguide member.", {
            position: formatCoordinates(item.latitude, item.longitude),
          });
  return `${text}${item.notes ? ` ${item.notes}` : ""}`.slice(0, 300);
}

export function sharedContentMeta(
  data: { item: SharedContent; canonicalUrl: string } | undefined,
  translate: Translator = ENGLISH,
): MetaDescriptor[] {
  const { t, locale } = translate;
  if (!data) return [{ title: `${t("Page not found")} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { item } = data;
  const canonicalUrl = localizedUrl(data.canonicalUrl, locale);
  const description = sharedContentDescription(item, translate);
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
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },
    { name: "twitter:card", content: "summary" },
  ];
}
