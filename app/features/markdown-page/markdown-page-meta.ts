import type { MetaDescriptor } from "react-router";
import type { MarkdownPage } from "../../../shared/contracts/articles.contract";
import { localizedUrl } from "../../../shared/domain/locales";
import { pageMeta, SITE_NAME } from "../../components/article/page-meta";
import { metaTranslator } from "../../lib/i18n";

export function markdownPageMeta(
  data: { page: MarkdownPage; canonicalUrl: string } | undefined,
  matches: Parameters<typeof metaTranslator>[0],
): MetaDescriptor[] {
  const { t, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Page not found")} | ${SITE_NAME}` }];
  const { page, canonicalUrl } = data;
  return pageMeta({
    title: page.title,
    description: page.description,
    canonicalUrl,
    locale,
    structuredData: {
      "@type": "WebPage",
      name: page.title,
      description: page.description,
      url: localizedUrl(canonicalUrl, locale),
      ...(page.updated ? { dateModified: page.updated } : {}),
      publisher: { "@type": "Organization", name: SITE_NAME },
    },
  });
}
