// The blog: newest posts first, a page at a time.
import { Link } from "react-router";
import type { BlogPostPage } from "../../../shared/contracts/articles.contract";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { buttonClassName } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { PostGrid } from "./post-card";

export const BLOG_PAGE_SIZE = 12;

export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog" : `/blog?page=${page}`;
}

export function BlogHome({ posts, page }: { posts: BlogPostPage; page: number }) {
  const lastPage = Math.max(1, Math.ceil(posts.count / BLOG_PAGE_SIZE));
  const { t, number } = useT();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Blog") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Trailguide Blog")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-grey">
        {t("Trip reports, recovery know-how and trail news from the people who scout our guides.")}
      </p>
      <p className="mt-3">
        <Link to="/events" className="font-medium text-dark-grey underline">
          {t("See upcoming trail events")}
        </Link>
      </p>
      {posts.results.length === 0 ? (
        <p className="mt-10 text-grey">
          {t("No posts on this page.")}{" "}
          <Link to="/blog" className="font-medium text-dark-grey underline">
            {t("Go to the newest posts")}
          </Link>
          .
        </p>
      ) : (
        <div className="mt-8">
          <PostGrid posts={posts.results} />
        </div>
      )}
      {lastPage > 1 && (
        <nav aria-label={t("Blog pages")} className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={blogPageHref(page - 1)} className={buttonClassName({ variant: "secondary" })} rel="prev">
              {t("Newer posts")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-grey">
            {t("Page {page} of {count}", { page: number(page), count: number(lastPage) })}
          </span>
          {page < lastPage ? (
            <Link to={blogPageHref(page + 1)} className={buttonClassName({ variant: "secondary" })} rel="next">
              {t("Older posts")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
