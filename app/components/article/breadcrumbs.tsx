// Where a page sits in the site, as links up to the home page; the last crumb is the page itself.
import { Fragment } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("Breadcrumb")} className="text-sm text-grey">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {[{ label: t("Home"), to: "/" }, ...crumbs].map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true" className="text-grey">
                /
              </li>
            )}
            <li className="min-w-0">
              {crumb.to ? (
                <Link to={crumb.to} className="underline-offset-2 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-dark-grey">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
