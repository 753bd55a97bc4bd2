// Plan comparison: the free account against All-Access (spec §9: 39.99 a year, $0.77 a week).
import { Check, Minus } from "lucide-react";
import { Link } from "react-router";
import { ALL_ACCESS_YEARLY_PRICE_USD, formatAnnualPrice, formatWeeklyPrice } from "../../../shared/domain/pricing";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { buttonClassName } from "../../components/ui/button";

const FEATURES: readonly { label: string; isFree: boolean }[] = [
  { label: "Browse trails, scout routes and ORV parks on the map", isFree: true },
  { label: "Trail previews, photos and reviews", isFree: true },
  { label: "Save trails to lists", isFree: true },
  { label: "Full trail guides with every waypoint", isFree: false },
  { label: "Offline maps and trails", isFree: false },
  { label: "GPX downloads", isFree: false },
  { label: "Navigation, including in-car screens", isFree: false },
  { label: "Public lands layer", isFree: false },
];

export function PricingPage() {
  const yearly = formatAnnualPrice(ALL_ACCESS_YEARLY_PRICE_USD);
  const weekly = formatWeeklyPrice(ALL_ACCESS_YEARLY_PRICE_USD);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: "Pricing" }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">Pricing</h1>
      <p className="mt-3 max-w-2xl text-lg text-grey">
        Start free. Upgrade to All-Access for every guide, offline maps and navigation, with a 7-day free trial.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="plan-free" className="flex flex-col rounded-2xl border border-grey/15 bg-white p-6 shadow-sm">
          <h2 id="plan-free" className="text-xl font-bold">
            Free
          </h2>
          <p className="mt-2 text-4xl font-extrabold tabular-nums">$0</p>
          <p className="text-sm text-grey">Free forever</p>
          <PlanFeatures isAllAccess={false} />
          <Link to="/sign-up" className={`${buttonClassName({ variant: "secondary", size: "lg" })} mt-auto`}>
            Create a free account
          </Link>
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
              Most popular
            </span>
          </div>
          <p className="mt-2 text-4xl font-extrabold tabular-nums">
            {yearly}
            <span className="text-base font-semibold text-grey"> / year</span>
          </p>
          <p className="text-sm text-grey">
            That is <strong className="text-dark-grey tabular-nums">{weekly}</strong> a week, billed annually.
          </p>
          <PlanFeatures isAllAccess />
          <Link to="/all-access" className={`${buttonClassName({ size: "lg" })} mt-auto`}>
            Start Free Trial
          </Link>
          <p className="mt-3 text-center text-sm text-grey">
            7 days free, then {yearly} a year. Cancel any time.{" "}
            <Link to="/all-access/five-year" className="font-medium text-dark-grey underline">
              A five-year membership
            </Link>{" "}
            is also available.
          </p>
        </section>
      </div>

      <p className="mt-10 text-center text-grey">
        Giving it to someone?{" "}
        <Link to="/gift-memberships" className="font-medium text-dark-grey underline">
          Gift a membership
        </Link>
        .
      </p>
    </div>
  );
}

function PlanFeatures({ isAllAccess }: { isAllAccess: boolean }) {
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
              {feature.label}
              {!isIncluded && <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
