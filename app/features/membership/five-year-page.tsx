// /all-access/five-year: five years of All-Access paid once, against paying yearly for as long.
import { useT } from "../../lib/i18n";
import { BadgeCheck, Check } from "lucide-react";
import { Link } from "react-router";
import { PLAN_CODES, type Plan } from "../../../shared/contracts/billing.contract";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { ButtonLink } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatMoney, multiYearOffer } from "./plan-display";

export function FiveYearPage({ fiveYear, yearly, isPaid }: { fiveYear: Plan; yearly: Plan; isPaid: boolean }) {
  const offer = multiYearOffer(fiveYear, yearly);
  const price = formatMoney(fiveYear.price_cents, fiveYear.currency);
  const yearlyPrice = formatMoney(yearly.price_cents, yearly.currency);
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: "All-Access", to: "/all-access" }, { label: t("Five years") }]} />
      <div className="mt-4 grid gap-10 md:grid-cols-[minmax(0,1fr)_24rem] md:items-start">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">{t("Five years of All-Access, paid once")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-grey">
            {t(
              "Lock in every trail guide, offline map and navigation tool until {years} years from today. No renewals, nothing to cancel.",
              { years: offer.years },
            )}
          </p>
          <ul className="mt-8 space-y-3">
            {[
              t("{perYear} a year instead of {yearly}", { perYear: offer.perYear, yearly: yearlyPrice }),
              t("Save {savings} ({percent}%) against {years} yearly payments", {
                savings: offer.savings,
                percent: offer.savingsPercent,
                years: offer.years,
              }),
              t("Every All-Access feature, including Scout Routes and new guides as they are published"),
              t("Starts the day you pay; if you already have time left, it is added on"),
            ].map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-grey">
            {t("Prefer to try it first?")}{" "}
            <Link to="/all-access" className={TEXT_LINK_CLASSES}>
              {t("Start with the 7-day free trial of the yearly membership")}
            </Link>
            .
          </p>
        </div>

        <section aria-labelledby="five-year-offer" className="rounded-2xl border-2 border-brand-green bg-white p-6 shadow-md">
          <h2 id="five-year-offer" className="text-xl font-bold">
            {fiveYear.name}
          </h2>
          <p className="mt-2 text-4xl font-extrabold tabular-nums">{price}</p>
          <p className="text-sm text-grey">{t("Paid once. That is {perYear} a year.", { perYear: offer.perYear })}</p>
          <p className="mt-4 inline-flex rounded-full bg-gold px-3 py-1 text-sm font-bold text-grey">
            {t("You save {savings}", { savings: offer.savings })}
          </p>
          {isPaid ? (
            <p className="mt-6 flex items-start gap-2 rounded-lg bg-neutral-50 p-3 text-sm">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
              <span>
                {t("You're All-Access already.")}{" "}
                <Link to="/dashboard" className={TEXT_LINK_CLASSES}>
                  {t("See your membership")}
                </Link>
              </span>
            </p>
          ) : (
            <ButtonLink to={`/all-access/checkout?plan=${PLAN_CODES.fiveYear}`} size="lg" className="mt-6 w-full">
              {t("Get five years")}
            </ButtonLink>
          )}
        </section>
      </div>
    </div>
  );
}
