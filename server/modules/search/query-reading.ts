// What a driver means by the words they type (issue 14, ADR 0027): "easy trails colorado",
// "ohv park tennessee", "trails near moab". Words that name a state or province, a kind of guide or
// a difficulty become a filter or an order; common words ("the", "offroad", "near") are set aside;
// whatever is left is matched as text. The typed words are kept, so a name that happens to contain
// such a word ("Rubicon Trail", "Iron Canyon Road") is still found by its own words.
import { DIFFICULTY_LEVELS } from "../../../shared/domain/difficulty";
import type { SearchIndex } from "../../../shared/domain/search-options";
import { searchTerms } from "./search-text";

/** A state or province the search can filter on. */
export interface PlaceName {
  code: string;
  title: string;
}

/** A band of the 1-10 technical rating, from a difficulty word. */
export interface DifficultyBand {
  min: number;
  max: number;
}

export interface QueryReading {
  /** Every typed word, folded: for highlights and for names that contain the words below. */
  typed: string[];
  /** The words matched as text. */
  text: string[];
  stateCode: string | null;
  /** The kinds of result named ("ohv park", "scout routes"), or null for every kind. */
  indexes: SearchIndex[] | null;
  /** Guides in this band come first. */
  difficulty: DifficultyBand | null;
}

const GUIDES: SearchIndex[] = ["trails", "scout_routes"];

/** Words that never narrow a search. */
const COMMON_WORDS = new Set([
  "a",
  "an",
  "and",
  "around",
  "at",
  "best",
  "by",
  "close",
  "drive",
  "drives",
  "driving",
  "for",
  "fun",
  "good",
  "great",
  "in",
  "jeep",
  "jeeping",
  "near",
  "nearby",
  "of",
  "offroad",
  "offroading",
  "on",
  "or",
  "overlanding",
  "popular",
  "ride",
  "riding",
  "scenic",
  "the",
  "to",
  "top",
  "wheeling",
  "with",
  "4x4",
  "4wd",
]);

/** Runs of words (longest first) that name kinds of result. */
const KIND_PHRASES: { words: string[]; indexes: SearchIndex[] }[] = [
  ...["ohv", "orv", "atv", "utv", "sxs", "offroad", "motorsports"].flatMap((vehicle) =>
    ["park", "parks", "area", "areas"].map((place) => ({ words: [vehicle, place], indexes: ["orv_parks"] as SearchIndex[] })),
  ),
  { words: ["off", "road", "park"], indexes: ["orv_parks"] },
  { words: ["off", "road", "parks"], indexes: ["orv_parks"] },
  { words: ["off", "road"], indexes: [] },
  { words: ["scout", "route"], indexes: ["scout_routes"] },
  { words: ["scout", "routes"], indexes: ["scout_routes"] },
  { words: ["overland", "route"], indexes: ["scout_routes"] },
  { words: ["overland", "routes"], indexes: ["scout_routes"] },
  ...["trail", "trails"].map((word) => ({ words: [word], indexes: GUIDES })),
  ...["route", "routes"].map((word) => ({ words: [word], indexes: ["scout_routes"] as SearchIndex[] })),
  ...["park", "parks"].map((word) => ({ words: [word], indexes: ["orv_parks"] as SearchIndex[] })),
  ...["ohv", "orv", "atv", "utv", "sxs"].map((word) => ({ words: [word], indexes: ["orv_parks"] as SearchIndex[] })),
  { words: ["overland"], indexes: [] },
];

const band = (label: (typeof DIFFICULTY_LEVELS)[number]["label"]): DifficultyBand => {
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.label === label)!;
  return { min: level.min, max: level.max };
};

/** Difficulty words, each the band of the guides it asks for. */
const DIFFICULTY_WORDS = new Map<string, DifficultyBand>([
  ...["easy", "easiest", "beginner", "beginners", "novice", "mild", "family", "stock"].map((word): [string, DifficultyBand] => [
    word,
    band("Easy"),
  ]),
  ...["moderate", "intermediate", "medium"].map((word): [string, DifficultyBand] => [word, band("Moderate")]),
  ...["difficult", "hard", "challenging", "advanced", "tough"].map((word): [string, DifficultyBand] => [word, band("Difficult")]),
  ...["severe", "expert", "experts"].map((word): [string, DifficultyBand] => [word, band("Severe")]),
  ...["extreme", "hardest", "insane"].map((word): [string, DifficultyBand] => [word, band("Extreme")]),
]);

/**
 * Postal codes that are also everyday words or parts of names ("trails in utah", "la sal", "mt
 * carmel"): never read as a state. Mexico's three-letter codes are never read either; its states
 * are found by name.
 */
const AMBIGUOUS_CODES = new Set(["in", "or", "me", "hi", "ok", "oh", "on", "la", "de", "mt", "pe", "al"]);

/** The shortest typed start of a state's last word that names it while the reader is still typing. */
const MIN_STATE_PREFIX = 4;

interface Word {
  text: string;
  /** Set when the word has been read as something other than text. */
  isTaken: boolean;
}

function startsAt(words: readonly Word[], at: number, phrase: readonly string[], lastMayBePrefix: boolean): boolean {
  if (at < 0 || at + phrase.length > words.length) return false;
  return phrase.every((expected, offset) => {
    const word = words[at + offset]!;
    if (word.isTaken) return false;
    const isLastTyped = at + offset === words.length - 1 && offset === phrase.length - 1;
    if (lastMayBePrefix && isLastTyped && word.text.length >= MIN_STATE_PREFIX) return expected.startsWith(word.text);
    return word.text === expected;
  });
}

/** Marks the first run of `words` matching a phrase of `phrases` and returns that phrase. */
function take<T extends { words: string[] }>(words: Word[], phrases: readonly T[], lastMayBePrefix = false): T | null {
  for (const phrase of phrases) {
    for (let at = 0; at < words.length; at += 1) {
      if (!startsAt(words, at, phrase.words, lastMayBePrefix)) continue;
      for (let offset = 0; offset < phrase.words.length; offset += 1) words[at + offset]!.isTaken = true;
      return phrase;
    }
  }
  return null;
}

function stateNamesOf(states: readonly PlaceName[]) {
  const byName = states
    .map((state) => ({ code: state.code, words: searchTerms(state.title) }))
    .filter((state) => state.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const byCode = states
    .filter((state) => state.code.length === 2 && !AMBIGUOUS_CODES.has(state.code.toLowerCase()))
    .map((state) => ({ code: state.code, words: [state.code.toLowerCase()] }));
  return { byName, byCode };
}

function takeState(words: Word[], states: readonly PlaceName[]): string | null {
  const { byName, byCode } = stateNamesOf(states);
  const named = take(words, byName);
  if (named) return named.code;
  const coded = take(words, byCode);
  if (coded) return coded.code;
  // "easy trails colora": the name being typed, when only one state's name begins so.
  const last = words.at(-1);
  if (!last || last.isTaken || last.text.length < MIN_STATE_PREFIX) return null;
  const typing = byName.filter((state) => startsAt(words, words.length - state.words.length, state.words, true));
  if (typing.length !== 1) return null;
  return take(words, typing, true)!.code;
}

/** A state's name alone ("colorado", "new mexico", "ut") stays text, so the state itself comes first. */
function takeStateBesideOtherWords(words: Word[], states: readonly PlaceName[]): string | null {
  const before = words.map((word) => word.isTaken);
  const stateCode = takeState(words, states);
  const isAlone = words.every((word, at) => !before[at] && word.isTaken);
  if (!stateCode || !isAlone) return stateCode;
  words.forEach((word) => (word.isTaken = false));
  return null;
}

/** Reads folded `typed` words (see searchTerms) against the known states and provinces. */
export function readQuery(typed: readonly string[], states: readonly PlaceName[]): QueryReading {
  const words: Word[] = typed.map((text) => ({ text, isTaken: false }));
  const indexes = new Set<SearchIndex>();
  let namesKind = false;
  for (let kind = take(words, KIND_PHRASES); kind; kind = take(words, KIND_PHRASES)) {
    namesKind ||= kind.indexes.length > 0;
    for (const index of kind.indexes) indexes.add(index);
  }
  let difficulty: DifficultyBand | null = null;
  for (const word of words) {
    const wordBand = DIFFICULTY_WORDS.get(word.text);
    if (word.isTaken || !wordBand) continue;
    difficulty ??= wordBand;
    word.isTaken = true;
  }
  for (const word of words) if (COMMON_WORDS.has(word.text)) word.isTaken = true;
  const stateCode = takeStateBesideOtherWords(words, states);
  const text = words.filter((word) => !word.isTaken).map((word) => word.text);
  // A difficulty is a guide's; so is a query of common words alone ("offroad", "the best").
  const asksForGuides = difficulty !== null || (text.length === 0 && stateCode === null);
  if (asksForGuides && !namesKind) for (const index of GUIDES) indexes.add(index);
  return {
    typed: [...typed],
    text,
    stateCode,
    indexes: indexes.size > 0 ? [...indexes] : null,
    difficulty,
  };
}

/** True when no word was read as anything but text. */
export function isPlainText(reading: QueryReading): boolean {
  return (
    reading.stateCode === null &&
    reading.indexes === null &&
    reading.difficulty === null &&
    reading.text.length === reading.typed.length
  );
}
