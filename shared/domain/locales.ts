// The interface languages (issue 19): English, and French and Spanish for Canada and Mexico.
// Guide content stays in the language it was written in.

export const LOCALES = ["en", "fr", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";
