// What the plans on sale cost, in USD cents (spec §9: 39.99 a year; five years once for 149.99).
// The catalogue seeds the plans table from these, and every page and e-mail reads the table, so a
// new price is written here (and in the plans table of a running site) and nowhere else.
export const PLAN_PRICE_CENTS = {
  yearly: 3999,
  fiveYear: 14999,
} as const;
