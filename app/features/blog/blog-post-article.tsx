// One blog post: hero, title, author and date, the body with a table of contents beside it on
// desktop (above it on a phone), and the author box.
import { formatDay } from "../../i18n/dates";
import { Link } from "react-router";
import type { BlogPostDetail } from "../../../shared/contracts/articles.contract";
import { ArticleBody } from "../../components/article/article-body";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { TableOfContents } from "../../components/article/table-of-contents";
import { Photo } from "../../components/ui/photo";
import { useT } from "../../lib/i18n";

export function BlogPostArticle({ post }: { post: BlogPostDetail }) {
  const { t, locale } = useT();
  return (
    <article className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Blog"), to: "/blog" }, { label: post.title }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-lg text-grey">{post.summary}</p>
        <p className="mt-3 text-sm text-grey">
          {t("By")}{" "}
          <Link to={`/blog/authors/${post.author.slug}`} className="font-semibold text-dark-grey hover:underline">
            {post.author.name}
          </Link>{" "}
          · <time dateTime={post.published_at}>{formatDay(post.published_at, locale, "long")}</time>
        </p>
      </header>
      {post.hero_photo_url && (
        <Photo
          src={post.hero_photo_url}
          alt=""
          priority
          className="mt-6 aspect-[16/9] w-full rounded-xl bg-neutral-200 object-cover lg:max-h-[480px]"
        />
      )}
      <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_240px] lg:gap-12">
        <div className="min-w-0">
          <TableOfContents entries={post.toc} className="mb-8 rounded-lg bg-neutral-50 p-4 lg:hidden" />
          <ArticleBody html={post.body_html} className="max-w-3xl text-lg" />
          <AuthorBox author={post.author} />
        </div>
        <aside className="hidden lg:block">
          <TableOfContents entries={post.toc} className="sticky top-24" />
        </aside>
      </div>
    </article>
  );
}

function AuthorBox({ author }: { author: BlogPostDetail["author"] }) {
  const { t } = useT();
  return (
    <section
      aria-label={t("About the author")}
      className="mt-12 flex max-w-3xl gap-4 rounded-xl border border-grey/15 bg-neutral-50 p-5"
    >
      <div
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-grey text-lg font-bold text-white"
      >
        {author.photo_url ? <img src={author.photo_url} alt="" className="h-full w-full object-cover" /> : initials(author.name)}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wide text-grey uppercase">{t("Written by")}</p>
        <p className="text-lg font-bold">
          <Link to={`/blog/authors/${author.slug}`} className="hover:underline">
            {author.name}
          </Link>
        </p>
        <p className="mt-1 text-grey">{author.bio}</p>
      </div>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
