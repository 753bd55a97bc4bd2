// The global search bar (spec §2.8, §5): a combobox that suggests results as the reader types
// (after a 500 ms pause, non-empty input only), a final 'Search for "{keyword}"' row, and the
// "Try Advanced Search" link. Search tracking goes out 1500 ms after typing stops.
import { ArrowRight, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { Link, useHref, useNavigate } from "react-router";
import type { SearchResult } from "../../../shared/contracts/search.contract";
import { useT } from "../../lib/i18n";
import { isExternalResult, resultHref } from "../../components/search-result/result-links";
import { searchHref } from "./search-href";
import { moveHighlight } from "./search-keys";
import { SuggestionList } from "./suggestion-list";
import { useAutocomplete } from "./use-autocomplete";

/** Where a search started; sent with search tracking (spec §2.8, §7). */
export type SearchOrigin = "navbar" | (string & {});

/** A text field of a result that "maintain value" may put into the input (spec §5). */
export type MaintainedField = "title" | "nearest_town_name" | "state_title" | "state_code";

export interface GlobalSearchBarProps {
  origin: SearchOrigin;
  inputRef?: Ref<HTMLInputElement>;
  /** Called before the bar navigates away, so a surrounding overlay can close. */
  onNavigate?: () => void;
  /** Shows the "Try Advanced Search" link (the header overlay does). */
  showAdvancedLink?: boolean;
  /** Spec §5 "maintain value": choosing a result keeps this field of it in the input. */
  maintainValue?: MaintainedField;
  /** Replaces following the result's link, e.g. for a picker. */
  onSelect?: (result: SearchResult) => void;
}

export function GlobalSearchBar({
  origin,
  inputRef,
  onNavigate,
  showAdvancedLink = true,
  maintainValue,
  onSelect,
}: GlobalSearchBarProps) {
  const suggestions = useAutocomplete(origin);
  const { keyword, results, isOpen } = suggestions;
  const [highlighted, setHighlighted] = useState(-1);
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const containerRef = useRef<HTMLDivElement>(null);
  const { t, plural } = useT();
  const placeholder = t("Search for an offroad trail");
  /** Results, then the final "Search for" row. */
  const rowCount = isOpen ? results.length + 1 : 0;
  const optionId = (row: number) => `${id}-option-${row}`;

  function clear() {
    suggestions.clear();
    setHighlighted(-1);
  }

  // Spec §5: a click outside the list clears the input and the results.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (containerRef.current?.contains(event.target as Node)) return;
      suggestions.setKeyword("");
      clear();
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  });

  function follow(href: string, external: boolean) {
    onNavigate?.();
    if (external) window.location.assign(href);
    else void navigate(href);
  }

  function choose(result: SearchResult) {
    suggestions.setKeyword(maintainValue ? (result[maintainValue] ?? "") : "");
    clear();
    if (onSelect) onSelect(result);
    else follow(resultHref(result), isExternalResult(result));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!isOpen) return;
      event.preventDefault();
      setHighlighted((current) => moveHighlight(current, event.key === "ArrowDown" ? 1 : -1, rowCount));
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      clear();
    } else if (event.key === "Enter" && isOpen && highlighted >= 0) {
      event.preventDefault();
      const result = results[highlighted];
      if (result) choose(result);
      else follow(searchHref(keyword), false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    follow(searchHref(keyword), false);
  }

  const announcement = !isOpen
    ? ""
    : results.length === 0
      ? t("No results for {keyword}.", { keyword: keyword.trim() })
      : `${plural(results.length, "{count} result", "{count} results")}. ${t("Use the up and down arrows to choose.")}`;

  return (
    <div ref={containerRef} className="relative flex flex-col gap-3">
      {/* action/method keep the search working before the page has hydrated. */}
      <form
        role="search"
        action={useHref("/search")}
        method="get"
        onSubmit={handleSubmit}
        data-search-origin={origin}
        className="flex h-14 items-center gap-2 rounded-full border border-neutral-300 bg-white pr-1.5 pl-4 shadow-sm focus-within:border-brand-blue focus-within:ring-2 focus-within:ring-brand-blue/40"
      >
        <label htmlFor={inputId} className="sr-only">
          {placeholder}
        </label>
        <Search aria-hidden="true" className="size-5 shrink-0 text-grey" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && highlighted >= 0 ? optionId(highlighted) : undefined}
          value={keyword}
          onChange={(event) => {
            setHighlighted(-1);
            suggestions.type(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-full min-w-0 flex-1 bg-transparent text-base text-dark-grey placeholder:text-[#6b6b6b] focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t("Find trails")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-green-dark text-white hover:bg-[#24621a]"
        >
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      </form>
      <SuggestionList
        id={listId}
        isOpen={isOpen}
        results={results}
        keyword={keyword}
        highlighted={highlighted}
        optionId={optionId}
        onHighlight={setHighlighted}
        onChoose={choose}
        onSearchAll={() => follow(searchHref(keyword), false)}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {showAdvancedLink && (
        <Link
          to="/search"
          onClick={onNavigate}
          className="self-start px-1 text-sm font-semibold text-brand-green-dark underline-offset-4 hover:underline"
        >
          {t("Try Advanced Search")}
        </Link>
      )}
    </div>
  );
}
