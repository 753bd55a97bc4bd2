// Where a search for a keyword goes (spec §2.8).

/** Where a search for `keyword` goes (spec §2.8): /search?q={keyword}, or the bare page when empty. */
export function searchHref(keyword: string): string {
  const trimmed = keyword.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : "/search";
}
