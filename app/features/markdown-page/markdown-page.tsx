// A legal, company or feature page written in Markdown: title, last update, contents and text.
import { formatDay } from "../../i18n/dates";
import type { MarkdownPage } from "../../../shared/contracts/articles.contract";
import { ArticleBody } from "../../components/article/article-body";
import { Breadcrumbs, type Crumb } from "../../components/article/breadcrumbs";
import { TableOfContents } from "../../components/article/table-of-contents";
import { useT } from "../../lib/i18n";

export function MarkdownPageView({ page, parentCrumbs = [] }: { page: MarkdownPage; parentCrumbs?: readonly Crumb[] }) {
  const { t, locale } = useT();
  return (
    <article className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[...parentCrumbs, { label: page.title }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
        {page.description && <p className="mt-3 text-lg text-grey">{page.description}</p>}
        {page.updated && (
          <p className="mt-2 text-sm text-grey">
            {t("Last updated")} <time dateTime={page.updated}>{formatDay(page.updated, locale, "long")}</time>
          </p>
        )}
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_240px] lg:gap-12">
        <div className="min-w-0">
          <TableOfContents entries={page.toc} className="mb-8 rounded-lg bg-neutral-50 p-4 lg:hidden" />
          <ArticleBody html={page.body_html} className="max-w-3xl" />
        </div>
        <aside className="hidden lg:block">
          <TableOfContents entries={page.toc} className="sticky top-24" />
        </aside>
      </div>
    </article>
  );
}
