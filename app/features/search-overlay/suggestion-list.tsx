// The search bar's list of suggestions: each result with its icon, title and place (the server's
// <em> marks showing the match), then a final 'Search for "{keyword}"' row.
import { Search } from "lucide-react";
import type { SearchResult } from "../../../shared/contracts/search.contract";
import { cx } from "../../components/ui/class-names";
import { formattedPlaceLine, resultHref } from "../../components/search-result/result-links";
import { SearchResultIcon } from "../../components/search-result/search-result-icon";
import { useT } from "../../lib/i18n";

interface SuggestionListProps {
  id: string;
  isOpen: boolean;
  results: SearchResult[];
  keyword: string;
  /** The highlighted row: a result's index, or results.length for the final row; -1 for none. */
  highlighted: number;
  optionId: (row: number) => string;
  onHighlight: (row: number) => void;
  onChoose: (result: SearchResult) => void;
  onSearchAll: () => void;
}

export function SuggestionList({
  id,
  isOpen,
  results,
  keyword,
  highlighted,
  optionId,
  onHighlight,
  onChoose,
  onSearchAll,
}: SuggestionListProps) {
  const { t } = useT();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t("Search suggestions")}
      hidden={!isOpen}
      className="max-h-[min(60vh,28rem)] overflow-y-auto rounded-2xl border border-neutral-200 bg-white py-1 shadow-lg"
    >
      {isOpen &&
        results.map((result, row) => (
          <li
            key={`${result.index}-${resultHref(result)}`}
            id={optionId(row)}
            role="option"
            aria-selected={row === highlighted}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => onChoose(result)}
            onMouseMove={() => onHighlight(row)}
            className={cx(
              "flex cursor-pointer items-center gap-3 px-3 py-2",
              row === highlighted ? "bg-neutral-100" : "hover:bg-neutral-50",
            )}
          >
            <SearchResultIcon index={result.index} />
            <span className="min-w-0 flex-1">
              {/* The server escapes these fields; its <em> marks are the only markup (ADR 0013). */}
              <span
                className="block truncate font-semibold text-dark-grey [&_em]:bg-brand-yellow/50 [&_em]:not-italic"
                dangerouslySetInnerHTML={{ __html: result._formatted.title }}
              />
              <span
                className="block truncate text-sm text-grey [&_em]:font-semibold [&_em]:not-italic"
                dangerouslySetInnerHTML={{ __html: formattedPlaceLine(result) }}
              />
            </span>
          </li>
        ))}
      {isOpen && (
        <li
          id={optionId(results.length)}
          role="option"
          aria-selected={highlighted === results.length}
          onPointerDown={(event) => event.preventDefault()}
          onClick={onSearchAll}
          onMouseMove={() => onHighlight(results.length)}
          className={cx(
            "flex cursor-pointer items-center gap-3 border-t border-neutral-100 px-3 py-3 font-semibold text-brand-green-dark",
            highlighted === results.length ? "bg-neutral-100" : "hover:bg-neutral-50",
          )}
        >
          <Search aria-hidden="true" className="ml-2 size-5 shrink-0" />
          <span className="min-w-0 truncate">{t('Search for "{keyword}"', { keyword: keyword.trim() })}</span>
        </li>
      )}
    </ul>
  );
}
