import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "../../lib/i18n";

/** The head of a partner path that names no partner: the same as the site's 404 page, in the page's language. */
export function pageNotFoundMeta(matches: Parameters<typeof metaTranslator>[0]): MetaDescriptor[] {
  return [{ title: metaTranslator(matches).t("Page not found") }, { name: "robots", content: "noindex" }];
}
