// The interface's and the e-mails' words in the reader's language (issue 19, ADR 0064). English is the
// key, so English needs no catalog; French and Spanish pages get theirs from the root loader as data,
// e-mails from server/i18n.
import { formatNumber, INTL_LOCALES, type Locale } from "../domain/locales";

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/** English text (for a plural, its "other" form) → the language's text. */
export type Messages = Record<string, string | PluralForms>;
type Values = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  /** `text` in the language, its `{name}` places filled with `values`. */
  t: (text: string, values?: Values) => string;
  /** The form for `count` ("{count} trail" / "{count} trails"), `{count}` written in the language. */
  plural: (count: number, one: string, other: string, values?: Values) => string;
  /** A number written in the language: grouped, with its decimal mark; exactly `decimals` of them when given ("4,0"). */
  number: (value: number, decimals?: number) => string;
}

export function translator(locale: Locale, messages: Messages | null): Translator {
  const rules = new Intl.PluralRules(INTL_LOCALES[locale]);
  const number = (value: number, decimals?: number) =>
    formatNumber(
      value,
      locale,
      decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
  const fill = (text: string, values?: Values) =>
    values ? text.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place)) : text;
  return {
    locale,
    t: (text, values) => {
      const entry = messages?.[text];
      return fill(typeof entry === "string" ? entry : text, values);
    },
    plural: (count, one, other, values) => {
      const entry = messages?.[other];
      const form = rules.select(count);
      const text = typeof entry === "object" ? (entry[form] ?? entry.other) : form === "one" ? one : other;
      return fill(text, { count: number(count), ...values });
    },
    number,
  };
}
