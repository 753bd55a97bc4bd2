// /all-access/five-year: five years of All-Access paid once, against paying yearly for as long.
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
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: "All-Access", to: "/all-access" }, { label: "Five years" }]} />
      <div className="mt-4 grid gap-10 md:grid-cols-[minmax(0,1fr)_24rem] md:items-start">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">Five years of All-Access, paid once</h1>
          <p className="mt-3 max-w-2xl text-lg text-grey">
            Lock in every trail guide, offline map and navigation tool until {offer.years} years from today. No renewals, nothing
            to cancel.
          </p>
          <ul className="mt-8 space-y-3">
            {[
              `${offer.perYear} a year instead of ${yearlyPrice}`,
              `Save ${offer.savings} (${offer.savingsPercent}%) against ${offer.years} yearly payments`,
              "Every All-Access feature, including Scout Routes and new guides as they are published",
              "Starts the day you pay; if you already have time left, it is added on",
            ].map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-grey">
            Prefer to try it first?{" "}
            <Link to="/all-access" className={TEXT_LINK_CLASSES}>
              Start with the 7-day free trial
            </Link>{" "}
            of the yearly membership.
          </p>
        </div>

        <section aria-labelledby="five-year-offer" className="rounded-2xl border-2 border-brand-green bg-white p-6 shadow-md">
          <h2 id="five-year-offer" className="text-xl font-bold">
            {fiveYear.name}
          </h2>
          <p className="mt-2 text-4xl font-extrabold tabular-nums">{price}</p>
          <p className="text-sm text-grey">
            Paid once. That is <strong className="text-dark-grey tabular-nums">{offer.perYear}</strong> a year.
          </p>
          <p className="mt-4 inline-flex rounded-full bg-gold px-3 py-1 text-sm font-bold text-grey">You save {offer.savings}</p>
          {isPaid ? (
            <p className="mt-6 flex items-start gap-2 rounded-lg bg-neutral-50 p-3 text-sm">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
              <span>
                You&apos;re All-Access already.{" "}
                <Link to="/dashboard" className={TEXT_LINK_CLASSES}>
                  See your membership
                </Link>
              </span>
            </p>
          ) : (
            <ButtonLink to={`/all-access/checkout?plan=${PLAN_CODES.fiveYear}`} size="lg" className="mt-6 w-full">
              Get five years
            </ButtonLink>
          )}
        </section>
      </div>
    </div>
  );
}
