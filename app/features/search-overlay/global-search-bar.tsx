// The global search bar (spec §2.8): a labelled search field that goes to /search?q={keyword}, and
// the "Try Advanced Search" link. Autocomplete attaches below the field, driven by `keyword`.
import { ArrowRight, Search } from "lucide-react";
import { useId, useState, type FormEvent, type Ref } from "react";
import { Link, useNavigate } from "react-router";
import { searchHref } from "./search-href";

export const SEARCH_PLACEHOLDER = "Search for an offroad trail";

/** Where a search started; sent with search tracking (spec §2.8, §7). */
export type SearchOrigin = "navbar" | (string & {});

export interface GlobalSearchBarProps {
  origin: SearchOrigin;
  inputRef?: Ref<HTMLInputElement>;
  /** Called before the bar navigates away, so a surrounding overlay can close. */
  onNavigate?: () => void;
}

export function GlobalSearchBar({ origin, inputRef, onNavigate }: GlobalSearchBarProps) {
  const [keyword, setKeyword] = useState("");
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNavigate?.();
    void navigate(searchHref(keyword));
  }

  return (
    <div className="flex flex-col gap-3">
      {/* action/method keep the search working before the page has hydrated. */}
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={handleSubmit}
        data-search-origin={origin}
        className="flex h-14 items-center gap-2 rounded-full border border-neutral-300 bg-white pr-1.5 pl-4 shadow-sm focus-within:border-brand-blue focus-within:ring-2 focus-within:ring-brand-blue/40"
      >
        <label htmlFor={inputId} className="sr-only">
          {SEARCH_PLACEHOLDER}
        </label>
        <Search aria-hidden="true" className="size-5 shrink-0 text-grey" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="search"
          className="h-full min-w-0 flex-1 bg-transparent text-base text-dark-grey placeholder:text-[#6b6b6b] focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Find trails"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-green-dark text-white hover:bg-[#24621a]"
        >
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      </form>
      <Link
        to="/search"
        onClick={onNavigate}
        className="self-start px-1 text-sm font-semibold text-brand-green-dark underline-offset-4 hover:underline"
      >
        Try Advanced Search
      </Link>
    </div>
  );
}
