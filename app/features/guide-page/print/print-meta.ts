import type { MetaDescriptor } from "react-router";
import type { GuidePrintData } from "./load-guide-print.server";

/** The sheet's title; search engines keep to the guide's own page, which is canonical. */
export function guidePrintMeta(data: GuidePrintData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Guide not found | Trailguide" }];
  return [
    { title: `${data.title} - Printable guide | Trailguide` },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
  ];
}
