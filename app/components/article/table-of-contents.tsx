// The depth-2 headings of an article (spec §9) as in-page links.
import type { TocEntry } from "../../../shared/contracts/articles.contract";
import { useT } from "../../lib/i18n";

export function TableOfContents({ entries, className }: { entries: readonly TocEntry[]; className?: string }) {
  const { t } = useT();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t("Table of contents")} className={className}>
      <p className="text-xs font-bold tracking-wide text-grey uppercase">{t("On this page")}</p>
      <ol className="mt-3 space-y-2 border-l border-grey/15 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-px block border-l-2 border-transparent pl-3 text-grey hover:border-brand-green hover:text-dark-grey"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
