// The interface languages (issue 19): English, and French and Spanish for Canada and Mexico.
// Guide content stays in the language it was written in.

export const LOCALES = ["en", "fr", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that keeps a visitor's language (a user's is `users.locale`). */
export const LOCALE_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language a path names with its prefix (`/fr/US/quebec` → fr), or null for an unprefixed path. */
export function localeOfPath(pathname: string): Exclude<Locale, "en"> | null {
  const first = /^\/(fr|es)(?=\/|$)/.exec(pathname)?.[1];
  return (first as Exclude<Locale, "en"> | undefined) ?? null;
}

/** The path without its language prefix: `/fr/US/quebec` → `/US/quebec`, `/fr` → `/`. */
export function unprefixedPath(pathname: string): string {
  return localeOfPath(pathname) ? pathname.slice(3) || "/" : pathname;
}

/** The same page in `locale`: English unprefixed, French and Spanish under /fr and /es. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = unprefixedPath(pathname);
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** An absolute URL's page in `locale` (a canonical link on a French or Spanish page names that page). */
export function localizedUrl(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const parsed = new URL(url, "http://relative.invalid");
  const path = localizedPath(parsed.pathname, locale) + parsed.search;
  return parsed.origin === "http://relative.invalid" ? path : `${parsed.origin}${path}`;
}

/** The language tag `Intl` writes dates and numbers with: the United States, Canada, Mexico. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-US", fr: "fr-CA", es: "es-MX" };

/** A number as the page's language writes it: 1,234.5 in English and Spanish (Mexico), 1 234,5 in French (Canada). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], options).format(value);
}

/** Open Graph's name for the language as the product writes it. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: "en_US", fr: "fr_CA", es: "es_MX" };

/**
 * The language of a page (issue 19, ADR 0064): the URL's prefix beats the reader's setting (the
 * user's profile, else the visitor's cookie), which beats English.
 */
export function chooseLocale(choices: { pathname: string; userLocale?: Locale | null; cookie?: string | null }): Locale {
  return (
    localeOfPath(choices.pathname) ?? choices.userLocale ?? (isLocale(choices.cookie) ? choices.cookie : null) ?? DEFAULT_LOCALE
  );
}
