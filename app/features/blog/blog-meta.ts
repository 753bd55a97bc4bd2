// Meta tags and schema.org data for the blog pages.
import type { MetaDescriptor } from "react-router";
import type { BlogAuthorDetail, BlogPostDetail } from "../../../shared/contracts/articles.contract";
import { localizedUrl } from "../../../shared/domain/locales";
import { absoluteUrl, pageMeta, SITE_NAME } from "../../components/article/page-meta";
import { metaTranslator } from "../../lib/i18n";

type Matches = Parameters<typeof metaTranslator>[0];

export function blogHomeMeta(data: { canonicalUrl: string; page: number } | undefined, matches: Matches): MetaDescriptor[] {
  const { t, number, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Blog")} | ${SITE_NAME}` }];
  return pageMeta({
    title: data.page > 1 ? t("Blog, page {page}", { page: number(data.page) }) : t("Blog"),
    description: t("Off-road trip reports, recovery advice, vehicle preparation and trail news from the Trailguide team."),
    canonicalUrl: data.canonicalUrl,
    structuredData: { "@type": "Blog", name: t("Trailguide Blog"), url: localizedUrl(data.canonicalUrl, locale) },
    locale,
  });
}

export function blogPostMeta(
  data: { post: BlogPostDetail; canonicalUrl: string } | undefined,
  matches: Matches,
): MetaDescriptor[] {
  const { t, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Post not found")} | ${SITE_NAME}` }];
  const { post, canonicalUrl } = data;
  return pageMeta({
    title: post.title,
    description: post.summary,
    canonicalUrl,
    ogType: "article",
    imageUrl: post.hero_photo_url,
    locale,
    structuredData: {
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      datePublished: post.published_at,
      mainEntityOfPage: localizedUrl(canonicalUrl, locale),
      url: localizedUrl(canonicalUrl, locale),
      ...(post.hero_photo_url ? { image: absoluteUrl(post.hero_photo_url, canonicalUrl) } : {}),
      author: { "@type": "Person", name: post.author.name, url: absoluteUrl(`/blog/authors/${post.author.slug}`, canonicalUrl) },
      publisher: { "@type": "Organization", name: SITE_NAME },
    },
  });
}

export function blogAuthorMeta(
  data: { author: BlogAuthorDetail; canonicalUrl: string } | undefined,
  matches: Matches,
): MetaDescriptor[] {
  const { t, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Author not found")} | ${SITE_NAME}` }];
  const { author, canonicalUrl } = data;
  return pageMeta({
    title: t("{author}, Trailguide Blog", { author: author.name }),
    description: author.bio,
    canonicalUrl,
    locale,
    ogType: "website",
    structuredData: { "@type": "ProfilePage", mainEntity: { "@type": "Person", name: author.name, description: author.bio } },
  });
}
