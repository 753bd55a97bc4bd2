import type { MetaDescriptor } from "react-router";
import type { MarkdownPage } from "../../../shared/contracts/articles.contract";
import { pageMeta, SITE_NAME } from "../../components/article/page-meta";

export function markdownPageMeta(data: { page: MarkdownPage; canonicalUrl: string } | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Page not found | ${SITE_NAME}` }];
  const { page, canonicalUrl } = data;
  return pageMeta({
    title: page.title,
    description: page.description,
    canonicalUrl,
    structuredData: {
      "@type": "WebPage",
      name: page.title,
      description: page.description,
      url: canonicalUrl,
      ...(page.updated ? { dateModified: page.updated } : {}),
      publisher: { "@type": "Organization", name: SITE_NAME },
    },
  });
}
