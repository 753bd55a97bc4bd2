import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "../../../lib/i18n";
import type { GuidePrintData } from "./load-guide-print.server";

type Matches = Parameters<typeof metaTranslator>[0];

/** The sheet's title in the page's language; search engines keep to the guide's own page, which is canonical. */
export function guidePrintMeta(data: GuidePrintData | undefined, matches: Matches): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Guide not found")} | Trailguide` }];
  return [
    { title: `${t("{title} - Printable guide", { title: data.title })} | Trailguide` },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
  ];
}
