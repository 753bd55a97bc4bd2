// Turns what a reader typed into the words the index compares: lower case, accents and apostrophes
// removed, hyphens made spaces (as the database's search_normalize does), split into letters and digits.

const MAX_TERMS = 8;

/** The same folding as the SQL function search_normalize: lower case, no accents, no apostrophes, hyphens as spaces. */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/['’]/g, "").replace(/-/g, " ");
}

/** The words of a query, folded; at most a handful, so a pasted paragraph stays cheap. */
export function searchTerms(keyword: string): string[] {
  return (normalizeForSearch(keyword).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/** A to_tsquery text matching every word as a prefix ("hells revenge" -> "hells:* & revenge:*"), or any with " | ". */
export function prefixTsQuery(terms: readonly string[], joiner: " & " | " | " = " & "): string {
  return terms.map((term) => `${term}:*`).join(joiner);
}
