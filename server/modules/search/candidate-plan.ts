// How the autocomplete finds the matches it ranks (ADR 0013), decided from word counts before any
// document is read. The matches of a narrow query are looked up in the full-text index and all of
// them are ranked. A broad query ranks only its most popular matches, found the cheaper of two ways:
// walking the documents in popularity order (the popularity index carries what matching needs, so
// each step is cheap) until enough match, or looking them up in the full-text index and reading
// each one found.

/** One typed word as a tsquery (its prefix, or its typo corrections) and how many documents hold a matching word. */
export interface PlannedTerm {
  query: string;
  breadth: number;
}

export interface CandidatePlan {
  /** The tsquery looked up in the full-text index, or null to walk the documents by popularity. */
  seek: string | null;
  /** How many of the most popular matches are ranked. */
  slice: number;
}

/** A query whose narrowest word is in at most this many documents has all its matches ranked. */
export const RANK_ALL_LIMIT = 1000;
/** A broader query ranks this many of its most popular matches. */
export const POPULAR_SLICE = 50;
/** Costs relative to one step of the popularity walk: one posting read from the full-text index, one document read. */
const POSTING_COST = 0.25;
const DOCUMENT_COST = 5;

/** The tsquery matching every one of `terms`. */
export const termsQuery = (terms: readonly PlannedTerm[]) => terms.map((term) => `(${term.query})`).join(" & ");

/** `terms` must not be empty; `total` is the number of published documents. */
export function planCandidates(terms: readonly PlannedTerm[], total: number): CandidatePlan {
  const narrowest = terms.reduce((best, term) => (term.breadth < best.breadth ? term : best));
  // Another word is looked up too only when reading its postings costs less than reading every match
  // of the narrowest word, which it could spare; otherwise it is checked on the rows found.
  const lookedUp = terms.filter((term) => term === narrowest || POSTING_COST * term.breadth <= DOCUMENT_COST * narrowest.breadth);
  const seek = termsQuery(lookedUp);
  if (narrowest.breadth <= RANK_ALL_LIMIT || total <= 0) return { seek, slice: RANK_ALL_LIMIT };
  // Matches expected if the words fall on documents independently.
  const expected = Math.max(
    1,
    terms.reduce((matches, term) => matches * Math.min(1, term.breadth / total), total),
  );
  const walkCost = Math.min(total, (POPULAR_SLICE * total) / expected);
  const postings = lookedUp.reduce((sum, term) => sum + term.breadth, 0);
  const lookUpCost = POSTING_COST * postings + DOCUMENT_COST * expected;
  return { seek: walkCost <= lookUpCost ? null : seek, slice: POPULAR_SLICE };
}
