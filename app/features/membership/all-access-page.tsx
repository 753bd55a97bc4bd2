// /all-access: the sales page. What All-Access unlocks, how the 7-day free trial works, and the
// price from the server's plan record.
import {
  BadgeCheck,
  BellRing,
  CalendarCheck,
  Download,
  Map,
  Navigation,
  Route as RouteIcon,
  Smartphone,
  Sparkles,
} from "lucide-react";
import { Link } from "react-router";
import type { Plan } from "../../../shared/contracts/billing.contract";
import { TRIAL_REMINDER_DAYS_BEFORE } from "../../../shared/domain/membership";
import { ButtonLink } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatMoney, formatTerm, multiYearOffer, weeklyPrice } from "./plan-display";

const BENEFITS = [
  {
    icon: RouteIcon,
    title: "Every trail guide in full",
    text: "Detailed waypoints, photos of the hard parts, concerns and community reviews.",
  },
  { icon: Sparkles, title: "Scout Routes", text: "Fresh routes our scouts have driven and mapped, before anyone else." },
  { icon: Download, title: "Offline maps and GPX", text: "Download trails and maps for places with no signal, and export GPX." },
  { icon: Navigation, title: "Navigation", text: "Turn-by-turn on the trail, including on in-car screens." },
  { icon: Map, title: "Public lands layer", text: "See who manages the land you are driving on." },
  { icon: Smartphone, title: "On every device", text: "One membership on the website and the iPhone and Android apps." },
] as const;

export interface AllAccessPageProps {
  yearly: Plan;
  fiveYear: Plan | null;
  previewTrailCount: number;
  badgeOfHonorTrailCount: number;
  isPaid: boolean;
}

export function AllAccessPage({ yearly, fiveYear, previewTrailCount, badgeOfHonorTrailCount, isPaid }: AllAccessPageProps) {
  const price = formatMoney(yearly.price_cents, yearly.currency);
  const term = formatTerm(yearly.term_months);
  const trialDays = yearly.trial_days;
  return (
    <>
      <section className="bg-dark-grey text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-[#8fdc7c] uppercase">All-Access Membership</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Every trail, every guide, wherever the signal ends.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            <strong className="text-white tabular-nums">{price}</strong> a {term}, just{" "}
            <strong className="text-white tabular-nums">{weeklyPrice(yearly)}</strong> a week, billed annually.
          </p>
          {isPaid ? (
            <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold">
              <BadgeCheck aria-hidden="true" className="size-5 text-gold" />
              You&apos;re All-Access.{" "}
              <Link to="/dashboard" className="underline underline-offset-2">
                See your membership
              </Link>
            </p>
          ) : (
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ButtonLink to="/all-access/checkout" size="lg" isMultiline>
                Start a {trialDays}-Day Free Trial
              </ButtonLink>
              <p className="text-sm text-white/85">Nothing to pay today. Cancel any time before day {trialDays}.</p>
            </div>
          )}
        </div>
      </section>

      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            What you get
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-grey/15 bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-7 text-brand-green-dark" />
                <h3 className="mt-3 text-lg font-bold">{title}</h3>
                <p className="mt-1 text-grey">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="counts-title" className="mt-14">
          <h2 id="counts-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Try before you join
          </h2>
          <dl className="mt-6 grid gap-5 sm:grid-cols-2">
            <div className="rounded-2xl bg-neutral-50 p-6">
              <dt className="text-grey">All-Access Preview trails, free for everyone to read in full</dt>
              <dd className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="preview-trail-count">
                {previewTrailCount.toLocaleString("en-US")}
              </dd>
            </div>
            <div className="rounded-2xl bg-neutral-50 p-6">
              <dt className="text-grey">
                <Link to="/badge-of-honor" className={TEXT_LINK_CLASSES}>
                  Badge of Honor
                </Link>{" "}
                trails to conquer with All-Access
              </dt>
              <dd className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="boh-trail-count">
                {badgeOfHonorTrailCount.toLocaleString("en-US")}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="trial-title" className="mt-14">
          <h2 id="trial-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            How the {trialDays}-day free trial works
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            <TrialStep icon={Sparkles} when="Today" text="Every guide, map and tool opens at once. Nothing to pay today." />
            <TrialStep
              icon={BellRing}
              when={`Day ${trialDays - TRIAL_REMINDER_DAYS_BEFORE}`}
              text="We e-mail you a reminder before the trial ends."
            />
            <TrialStep
              icon={CalendarCheck}
              when={`Day ${trialDays}`}
              text={`Your membership starts at ${price}/${term}, unless you cancelled from your dashboard.`}
            />
          </ol>
          <p className="mt-4 text-sm text-grey">One free trial per account.</p>
        </section>

        <section aria-labelledby="more-title" className="mt-14 grid gap-5 md:grid-cols-2">
          <h2 id="more-title" className="sr-only">
            Other ways to join
          </h2>
          {fiveYear && (
            <div className="rounded-2xl border border-grey/15 p-6">
              <h3 className="text-lg font-bold">Five years, paid once</h3>
              <p className="mt-1 text-grey">
                {formatMoney(fiveYear.price_cents, fiveYear.currency)} for five years, that is{" "}
                {multiYearOffer(fiveYear, yearly).perYear} a year.
              </p>
              <Link to="/all-access/five-year" className={`${TEXT_LINK_CLASSES} mt-3 inline-block`}>
                See the five-year membership
              </Link>
            </div>
          )}
          <div className="rounded-2xl border border-grey/15 p-6">
            <h3 className="text-lg font-bold">Give it to someone</h3>
            <p className="mt-1 text-grey">A year of All-Access, delivered by e-mail on the day you choose.</p>
            <Link to="/gift-memberships" className={`${TEXT_LINK_CLASSES} mt-3 inline-block`}>
              Gift a membership
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function TrialStep({ icon: Icon, when, text }: { icon: typeof Sparkles; when: string; text: string }) {
  return (
    <li className="rounded-2xl border border-grey/15 bg-white p-5">
      <p className="flex items-center gap-2 font-bold text-brand-green-dark">
        <Icon aria-hidden="true" className="size-5" />
        {when}
      </p>
      <p className="mt-2 text-grey">{text}</p>
    </li>
  );
}
