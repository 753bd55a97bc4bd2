// Plan comparison: the free account against All-Access yearly and five years, priced from the
// server's plan records (spec §9: 39.99 a year, $0.77 a week).
import { BadgeCheck, Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Plan } from "../../../shared/contracts/billing.contract";
import { formatUsd, weeklyPriceFromYearly } from "../../../shared/domain/pricing";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { buttonClassName } from "../../components/ui/button";
import { useT } from "../../lib/i18n";

/** What each plan opens: the free column says what the paywall shows a free reader, no more. */
const FEATURES: readonly { label: string; isFree: boolean }[] = [
  { label: "Browse trails, scout routes and ORV parks on the map", isFree: true },
  { label: "Trail previews with their star ratings", isFree: true },
  { label: "Save trails to lists", isFree: true },
  { label: "Full trail guides with every waypoint", isFree: false },
  { label: "Reviews and their photos", isFree: false },
  { label: "Offline maps and trails", isFree: false },
  { label: "GPX downloads", isFree: false },
  { label: "Navigation, including in-car screens", isFree: false },
  { label: "Public lands layer", isFree: false },
];

const MONTHS_PER_YEAR = 12;

function dollars(cents: number): number {
  return cents / 100;
}

export interface PricingPageProps {
  yearlyPlan: Plan;
  fiveYearPlan: Plan | null;
  isPaid: boolean;
  /** Signed in: the free plan is already the reader's (or paid beyond). */
  hasAccount: boolean;
}

function CurrentPlan() {
  const { t } = useT();
  return (
    <p className="mt-auto flex items-center justify-center gap-2 rounded-lg bg-brand-green/10 py-3 font-semibold text-brand-green-dark">
      <BadgeCheck aria-hidden="true" className="size-5" />
      {t("Your plan")}
    </p>
  );
}

export function PricingPage({ yearlyPlan, fiveYearPlan, isPaid, hasAccount }: PricingPageProps) {
  const yearly = formatUsd(dollars(yearlyPlan.price_cents));
  const weekly = formatUsd(weeklyPriceFromYearly(dollars(yearlyPlan.price_cents)));
  const fiveYearYears = fiveYearPlan ? fiveYearPlan.term_months / MONTHS_PER_YEAR : 0;
  const { t, plural, number } = useT();
  const trialDays = number(yearlyPlan.trial_days);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Pricing") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Pricing")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-grey">
        {isPaid
          ? t("Your All-Access membership opens every guide, offline maps and navigation.")
          : t("Start free. Upgrade to All-Access for every guide, offline maps and navigation, with a {days}-day free trial.", {
              days: trialDays,
            })}
      </p>

      {isPaid && (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-neutral-50 p-4 font-medium">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
          <span>
            {t("You're All-Access.")}{" "}
            <Link to="/dashboard" className="font-medium text-dark-grey underline">
              {t("See your membership")}
            </Link>
          </span>
        </p>
      )}

      <div className={`mt-10 grid gap-6 ${fiveYearPlan ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2"}`}>
        <section aria-labelledby="plan-free" className="flex flex-col rounded-2xl border border-grey/15 bg-white p-6 shadow-sm">
          <h2 id="plan-free" className="text-xl font-bold">
            {t("Free")}
          </h2>
          <p className="mt-2 text-4xl font-extrabold tabular-nums">$0</p>
          <p className="text-sm text-grey">{t("Free forever")}</p>
          <PlanFeatures isAllAccess={false} />
          {isPaid ? null : hasAccount ? (
            <CurrentPlan />
          ) : (
            <Link to="/sign-up" className={`${buttonClassName({ variant: "secondary", size: "lg" })} mt-auto`}>
              {t("Create a free account")}
            </Link>
          )}
        </section>

        <section
          aria-labelledby="plan-all-access"
          className="flex flex-col rounded-2xl border-2 border-brand-green bg-white p-6 shadow-md"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="plan-all-access" className="text-xl font-bold">
              All-Access
            </h2>
            <span className="rounded-full bg-gold px-2.5 py-1 text-xs font-bold tracking-wide text-grey uppercase">
              {t("Most popular")}
            </span>
          </div>
          <p className="mt-2 text-4xl font-extrabold tabular-nums">
            {yearly}
            <span className="text-base font-semibold text-grey"> {t("/ year")}</span>
          </p>
          <p className="text-sm text-grey">
            <Sentence
              text={t("That is {price} a week, billed annually.")}
              price={<strong className="text-dark-grey tabular-nums">{weekly}</strong>}
            />
          </p>
          <PlanFeatures isAllAccess />
          {/* Spec §4: a paid reader is not offered the trial. */}
          {isPaid ? (
            <CurrentPlan />
          ) : (
            <>
              <Link to="/all-access" className={`${buttonClassName({ size: "lg" })} mt-auto`}>
                {t("Start Free Trial")}
              </Link>
              <p className="mt-3 text-center text-sm text-grey">
                {plural(
                  yearlyPlan.trial_days,
                  "{count} day free, then {price} a year. Cancel any time.",
                  "{count} days free, then {price} a year. Cancel any time.",
                  { price: yearly },
                )}{" "}
                <Link to="/all-access" className="font-medium text-dark-grey underline">
                  {t("What All-Access includes")}
                </Link>
              </p>
            </>
          )}
        </section>

        {fiveYearPlan && (
          <section
            aria-labelledby="plan-five-year"
            className="flex flex-col rounded-2xl border border-grey/15 bg-white p-6 shadow-sm"
          >
            <h2 id="plan-five-year" className="text-xl font-bold">
              {plural(fiveYearYears, "All-Access, {count} year", "All-Access, {count} years")}
            </h2>
            <p className="mt-2 text-4xl font-extrabold tabular-nums">
              {formatUsd(dollars(fiveYearPlan.price_cents))}
              <span className="text-base font-semibold text-grey"> {t("once")}</span>
            </p>
            <p className="text-sm text-grey">
              <Sentence
                text={t("That is {price} a year, no renewals.")}
                price={
                  <strong className="text-dark-grey tabular-nums">
                    {formatUsd(dollars(Math.round(fiveYearPlan.price_cents / fiveYearYears)))}
                  </strong>
                }
              />
            </p>
            <PlanFeatures isAllAccess />
            <Link to="/all-access/five-year" className={`${buttonClassName({ variant: "secondary", size: "lg" })} mt-auto`}>
              {t("See the five-year plan")}
            </Link>
          </section>
        )}
      </div>

      <p className="mt-10 text-center text-grey">
        {t("Giving it to someone?")}{" "}
        <Link to="/gift-memberships" className="font-medium text-dark-grey underline">
          {t("Gift a membership")}
        </Link>
        .
      </p>
    </div>
  );
}

/** A translated sentence with the price, in bold, where its `{price}` place is. */
function Sentence({ text, price }: { text: string; price: ReactNode }) {
  const [before, after] = text.split("{price}");
  return (
    <>
      {before}
      {price}
      {after}
    </>
  );
}

function PlanFeatures({ isAllAccess }: { isAllAccess: boolean }) {
  const { t } = useT();
  return (
    <ul className="my-6 space-y-3">
      {FEATURES.map((feature) => {
        const isIncluded = isAllAccess || feature.isFree;
        return (
          <li key={feature.label} className={isIncluded ? "flex gap-3" : "flex gap-3 text-grey"}>
            {isIncluded ? (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
            ) : (
              <Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <span>
              {t(feature.label)}
              {!isIncluded && <span className="sr-only"> {t("(not included)")}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
