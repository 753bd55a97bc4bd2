// How plans, quotes and membership dates read on the page. Pure, so every sentence is unit tested;
// the figures themselves always come from the server's plan records and quotes.
import { PLAN_CODES, type Plan, type Quote } from "../../../shared/contracts/billing.contract";
import { weeklyPriceFromYearly } from "../../../shared/domain/pricing";
import { INTL_LOCALES, type Locale } from "../../../shared/domain/locales";
import { translator, type Translator } from "../../../shared/i18n/translator";

/** The English sentences; a page passes its own translator (from useT()) to read them in its language. */
const ENGLISH = translator("en", null);

const MONTHS_PER_YEAR = 12;

/** "$39.99" for 3999 USD cents; other currencies keep their own symbol. */
export function formatMoney(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: 2 }).format(cents / 100);
}

/** "May 8, 2026": long enough that no reader mixes up day and month. */
export function formatLongDate(iso: string | Date, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: "long", day: "numeric", year: "numeric" }).format(new Date(iso));
}

/** "year" for 12 months, "5 years" for 60, "6 months" for 6. */
export function formatTerm(termMonths: number, { t, plural }: Translator = ENGLISH): string {
  if (termMonths % MONTHS_PER_YEAR !== 0) {
    return termMonths === 1 ? t("month") : plural(termMonths, "{count} month", "{count} months");
  }
  const years = termMonths / MONTHS_PER_YEAR;
  return years === 1 ? t("year") : plural(years, "{count} year", "{count} years");
}

export function findPlan(plans: readonly Plan[], code: string): Plan | null {
  return plans.find((plan) => plan.code === code) ?? null;
}

/** The weekly equivalent of a plan (spec §9: yearly ÷ 52 to the cent), "$0.77". */
export function weeklyPrice(plan: Plan): string {
  const yearlyAmount = plan.price_cents / 100 / (plan.term_months / MONTHS_PER_YEAR);
  return formatMoney(Math.round(weeklyPriceFromYearly(yearlyAmount) * 100), plan.currency);
}

export interface MultiYearOffer {
  years: number;
  perYear: string;
  savings: string;
  savingsPercent: number;
}

/** What the five-year plan costs per year and saves against paying yearly for as long. */
export function multiYearOffer(multiYear: Plan, yearly: Plan): MultiYearOffer {
  const years = multiYear.term_months / MONTHS_PER_YEAR;
  const yearlyTotal = yearly.price_cents * years;
  const savingsCents = Math.max(0, yearlyTotal - multiYear.price_cents);
  return {
    years,
    perYear: formatMoney(Math.round(multiYear.price_cents / years), multiYear.currency),
    savings: formatMoney(savingsCents, multiYear.currency),
    savingsPercent: yearlyTotal === 0 ? 0 : Math.round((savingsCents / yearlyTotal) * 100),
  };
}

export interface QuoteLine {
  label: string;
  amount: string;
  isDiscount?: boolean;
}

export interface QuoteSummary {
  /** One sentence on what happens when: "7 days free, then $39.99/year, first charge on May 8, 2026." */
  headline: string;
  lines: QuoteLine[];
  /** "Due today" or "Due on May 8, 2026" and the amount. */
  total: QuoteLine;
}

function isRenewing(plan: Plan): boolean {
  return plan.kind === "subscription";
}

/**
 * The order summary of a quote. A renewing plan says what it renews at; a coupon takes money off
 * the first charge only, so the renewal price stays the plan's price.
 */
export function summarizeQuote(quote: Quote, tr: Translator = ENGLISH): QuoteSummary {
  const { t } = tr;
  const { plan, currency } = quote;
  const price = formatMoney(plan.price_cents, currency);
  const firstCharge = formatMoney(quote.total_cents, currency);
  const firstChargeDate = formatLongDate(quote.first_charge_on, tr.locale);
  const term = formatTerm(plan.term_months, tr);
  const hasTrial = quote.trial_days > 0;
  const hasDiscount = quote.discount_cents > 0;
  const days = quote.trial_days;

  let headline: string;
  if (hasTrial) {
    const thenPrice = hasDiscount
      ? t("{first} for the first {term}, then {price}/{term}", { first: firstCharge, term, price })
      : `${price}/${term}`;
    headline = t("{days} days free, then {price}, first charge on {date}.", {
      days,
      price: isRenewing(plan) ? thenPrice : firstCharge,
      date: firstChargeDate,
    });
  } else if (isRenewing(plan)) {
    headline = hasDiscount
      ? t("{first} today for the first {term}, then {price}/{term}. Renews yearly until you cancel.", {
          first: firstCharge,
          term,
          price,
        })
      : t("{price} today, then every {term} until you cancel.", { price, term });
  } else {
    headline = t("{price} today, once. {term} of All-Access, no renewal.", {
      price: firstCharge,
      term: capitalize(plan.term_months === MONTHS_PER_YEAR ? t("one year") : term),
    });
  }

  const lines: QuoteLine[] = [{ label: plan.name, amount: formatMoney(quote.subtotal_cents, currency) }];
  if (hasDiscount && quote.coupon) {
    lines.push({
      label: t("Coupon {code} ({description})", { code: quote.coupon.code, description: quote.coupon.description }),
      amount: `−${formatMoney(quote.discount_cents, currency)}`,
      isDiscount: true,
    });
  }
  if (hasTrial) lines.push({ label: t("{days}-day free trial", { days }), amount: formatMoney(0, currency) });
  const total: QuoteLine = hasTrial
    ? { label: t("Due on {date}", { date: firstChargeDate }), amount: firstCharge }
    : { label: t("Due today"), amount: firstCharge };
  return { headline, lines, total };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The plans the checkout page sells to a member for themselves. */
export const MEMBERSHIP_PLAN_CODES: readonly string[] = [PLAN_CODES.yearly, PLAN_CODES.fiveYear];

/** The plan of `?plan=`, when it is one the checkout sells; the yearly plan otherwise. */
export function checkoutPlanCode(requested: string | null): string {
  return requested && MEMBERSHIP_PLAN_CODES.includes(requested) ? requested : PLAN_CODES.yearly;
}

/** A plan the page cannot do without; its absence is a setup error, not a reader's. */
export function requirePlan(plans: readonly Plan[], code: string): Plan {
  const plan = findPlan(plans, code);
  if (!plan) throw new Error(`The plan ${code} is not on sale`);
  return plan;
}
