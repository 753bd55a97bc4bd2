// The search bar's suggestions: asked for after a pause in typing (non-empty input only), the
// earlier question abandoned when a newer one goes out, and the search tracked once typing stops.
import { useEffect, useMemo, useRef, useState } from "react";
import type { SearchResult } from "../../../shared/contracts/search.contract";
import { searchApi } from "./search-api";
import { AUTOCOMPLETE_DELAY_MS, TRACK_DELAY_MS, createDebouncer, isSearchable } from "./search-timing";

export function useAutocomplete(origin: string) {
  const [keyword, setKeyword] = useState("");
  const [results, setResults] = useState<SearchResult[]>([]);
  /** The keyword the shown results answer; null before any answer. */
  const [answered, setAnswered] = useState<string | null>(null);
  const autocomplete = useMemo(() => createDebouncer(AUTOCOMPLETE_DELAY_MS), []);
  const tracking = useMemo(() => createDebouncer(TRACK_DELAY_MS), []);
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      autocomplete.cancel();
      tracking.cancel();
      request.current?.abort();
    },
    [autocomplete, tracking],
  );

  /** Drops the suggestions and any question still out. */
  function clear() {
    autocomplete.cancel();
    request.current?.abort();
    setResults([]);
    setAnswered(null);
  }

  function type(value: string) {
    setKeyword(value);
    autocomplete.cancel();
    tracking.cancel();
    if (!isSearchable(value)) {
      clear();
      return;
    }
    autocomplete.schedule(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      searchApi.autocomplete(value.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setResults(found);
          setAnswered(value);
        },
        () => {
          if (controller.signal.aborted) return;
          setResults([]);
          setAnswered(value);
        },
      );
    });
    tracking.schedule(() => searchApi.track({ query: value.trim(), origin }));
  }

  return { keyword, setKeyword, type, results, isOpen: answered !== null && isSearchable(keyword), clear };
}
