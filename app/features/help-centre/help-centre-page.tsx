// The site's own help centre (/help): every published help article, grouped by its category.
import { Link } from "react-router";
import type { HelpArticleSummary } from "../../../shared/contracts/articles.contract";
import { HELP_CENTRE_PATH } from "../../../shared/domain/help-centre";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { useT } from "../../lib/i18n";

export function HelpCentrePage({ articles }: { articles: readonly HelpArticleSummary[] }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Help centre") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Help centre")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-grey">
        {t("Answers about your account, All-Access, the Trail Map and the apps.")}{" "}
        <Link to="/contact-us" className="font-medium text-dark-grey underline">
          {t("Still stuck? Contact us.")}
        </Link>
      </p>
      {articles.length === 0 ? (
        <p className="mt-10 text-grey">{t("No help articles yet.")}</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {byCategory(articles).map(([category, inCategory]) => (
            <section
              key={category}
              aria-labelledby={`help-${category}`}
              className="rounded-xl border border-grey/15 bg-white p-5 shadow-sm"
            >
              <h2 id={`help-${category}`} className="text-lg font-bold">
                {category}
              </h2>
              <ul className="mt-3 space-y-2">
                {inCategory.map((article) => (
                  <li key={article.slug}>
                    <Link
                      to={`${HELP_CENTRE_PATH}/${article.slug}`}
                      className="text-dark-grey underline-offset-2 hover:underline"
                    >
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

/** Categories in the order the list gives them (it is sorted by category, then title). */
function byCategory(articles: readonly HelpArticleSummary[]): [string, HelpArticleSummary[]][] {
  const groups = new Map<string, HelpArticleSummary[]>();
  for (const article of articles) groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  return [...groups];
}
