// The e-mails a reader gets, in the reader's language (ADR 0064): the recipient's `users.locale`,
// English when null. Staff and contributor e-mails stay English and do not use this.
import { DEFAULT_LOCALE, INTL_LOCALES, localizedUrl, type Locale } from "../../shared/domain/locales";
import { translator, type Messages, type Translator } from "../../shared/i18n/translator";
import { emailsEs } from "./emails-es";
import { emailsFr } from "./emails-fr";

const CATALOGS: Record<Locale, Messages | null> = { en: null, fr: emailsFr, es: emailsEs };

export interface EmailTranslator extends Translator {
  /** A page of the site in the language: `https://…/reset-password?token=…` → `https://…/fr/reset-password?token=…`. */
  url: (address: string) => string;
  /** A calendar day (UTC): "November 26, 2026", "26 novembre 2026", "26 de noviembre de 2026". */
  day: (date: Date) => string;
  /** An amount in its currency (prices are in US dollars), written the language's way. */
  money: (cents: number, currency: string) => string;
}

export function emailTranslator(locale: Locale | null | undefined): EmailTranslator {
  const language = locale ?? DEFAULT_LOCALE;
  const intl = INTL_LOCALES[language];
  return {
    ...translator(language, CATALOGS[language]),
    url: (address) => localizedUrl(address, language),
    day: (date) => new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" }).format(date),
    money: (cents, currency) => new Intl.NumberFormat(intl, { style: "currency", currency }).format(cents / 100),
  };
}
