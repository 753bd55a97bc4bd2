// Avatar initials (spec §2.6, §9): at most two letters, one from each of the first two words.
const NON_LETTERS = /[^\p{L}\s]/gu;
const RUNS_OF_SPACE = /\s+/g;
const MAX_INITIALS = 2;

/** "Mary-Jane o'Neil" → "MO"; an empty string when the name has no letters. */
export function initialsFromName(name: string | null | undefined): string {
  if (!name) return "";
  const words = name.replace(NON_LETTERS, "").replace(RUNS_OF_SPACE, " ").trim().split(" ");
  const initials = words
    .slice(0, MAX_INITIALS)
    .map((word) => firstLetter(word).toUpperCase())
    .join("");
  // Some letters upper-case to two ("ß" → "SS"); the cap is on what is shown.
  return Array.from(initials).slice(0, MAX_INITIALS).join("");
}

/** The first code point, so letters outside the Basic Multilingual Plane stay whole. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? "";
}
