// Meta tags and schema.org data for the blog pages.
import type { MetaDescriptor } from "react-router";
import type { BlogAuthorDetail, BlogPostDetail } from "../../../shared/contracts/articles.contract";
import { absoluteUrl, pageMeta, SITE_NAME } from "../../components/article/page-meta";

export function blogHomeMeta(data: { canonicalUrl: string; page: number } | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Blog | ${SITE_NAME}` }];
  return pageMeta({
    title: data.page > 1 ? `Blog, page ${data.page}` : "Blog",
    description: "Off-road trip reports, recovery advice, vehicle preparation and trail news from the Trailguide team.",
    canonicalUrl: data.canonicalUrl,
    structuredData: { "@type": "Blog", name: `${SITE_NAME} Blog`, url: data.canonicalUrl },
  });
}

export function blogPostMeta(data: { post: BlogPostDetail; canonicalUrl: string } | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Post not found | ${SITE_NAME}` }];
  const { post, canonicalUrl } = data;
  return pageMeta({
    title: post.title,
    description: post.summary,
    canonicalUrl,
    ogType: "article",
    imageUrl: post.hero_photo_url,
    structuredData: {
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      datePublished: post.published_at,
      mainEntityOfPage: canonicalUrl,
      url: canonicalUrl,
      ...(post.hero_photo_url ? { image: absoluteUrl(post.hero_photo_url, canonicalUrl) } : {}),
      author: { "@type": "Person", name: post.author.name, url: absoluteUrl(`/blog/authors/${post.author.slug}`, canonicalUrl) },
      publisher: { "@type": "Organization", name: SITE_NAME },
    },
  });
}

export function blogAuthorMeta(data: { author: BlogAuthorDetail; canonicalUrl: string } | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Author not found | ${SITE_NAME}` }];
  const { author, canonicalUrl } = data;
  return pageMeta({
    title: `${author.name}, Trailguide Blog`,
    description: author.bio,
    canonicalUrl,
    ogType: "website",
    structuredData: { "@type": "ProfilePage", mainEntity: { "@type": "Person", name: author.name, description: author.bio } },
  });
}
