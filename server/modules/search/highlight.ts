// The `_formatted` fields of a search result (spec §3): the text HTML-escaped, then the parts that
// match the query wrapped in <em>. That markup is the only HTML the browser will render.
import { normalizeForSearch } from "./search-text";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Folds `text` character by character, remembering where each folded character came from. */
function foldWithPositions(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const foldedChar = normalizeForSearch(char);
    for (let i = 0; i < foldedChar.length; i += 1) origin.push(index);
    folded += foldedChar;
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

/** Levenshtein distance, stopping early once it passes `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a word may be from a term and still count as a typo of it. */
const typoAllowance = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** How many leading characters of `word` match `term`: as a prefix, or as a typo of the word or its beginning. */
function matchedLength(word: string, term: string): number {
  if (word.startsWith(term)) return term.length;
  const allowance = typoAllowance(term);
  if (allowance === 0) return 0;
  if (editDistance(term, word, allowance) <= allowance) return word.length;
  // Still typing: a typo of the word's beginning ("rubic" of "rubicon").
  const beginning = word.slice(0, Math.min(word.length, term.length + allowance));
  return editDistance(term, beginning, allowance) <= allowance ? beginning.length : 0;
}

/** The [start, end) ranges of `text` (in its own indices) that the terms match, merged and sorted. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0 || text.length === 0) return [];
  const { folded, origin } = foldWithPositions(text);
  const ranges: [number, number][] = [];
  for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = word.index;
    const value = word[0];
    let length = 0;
    for (const term of terms) length = Math.max(length, matchedLength(value, term));
    if (length > 0) ranges.push([origin[start]!, origin[start + length]!]);
  }
  return ranges;
}

/** `text` escaped, with every matching part wrapped in <em>…</em>. Null stays null. */
export function highlight(text: string | null, terms: readonly string[]): string | null {
  if (text === null) return null;
  let html = "";
  let cursor = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    html += `${escapeHtml(text.slice(cursor, start))}<em>${escapeHtml(text.slice(start, end))}</em>`;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor));
}
