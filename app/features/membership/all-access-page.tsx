// /all-access: the sales page. What All-Access unlocks, how the 7-day free trial works, and the
// price from the server's plan record.
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
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
import { RichText } from "../../components/ui/rich-text";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatMoney, formatTerm, multiYearOffer, weeklyPrice } from "./plan-display";

/** What All-Access unlocks, in the page's language. */
const benefits = (t: Translator["t"]) =>
  [
    {
      icon: RouteIcon,
      title: t("Every trail guide in full"),
      text: t("Detailed waypoints, photos of the hard parts, concerns and community reviews."),
    },
    { icon: Sparkles, title: t("Scout Routes"), text: t("Fresh routes our scouts have driven and mapped, before anyone else.") },
    {
      icon: Download,
      title: t("Offline maps and GPX"),
      text: t("Download trails and maps for places with no signal, and export GPX."),
    },
    { icon: Navigation, title: t("Navigation"), text: t("Turn-by-turn on the trail, including on in-car screens.") },
    { icon: Map, title: t("Public lands layer"), text: t("See who manages the land you are driving on.") },
    { icon: Smartphone, title: t("On every device"), text: t("One membership on the website and the iPhone and Android apps.") },
  ] as const;

export interface AllAccessPageProps {
  yearly: Plan;
  fiveYear: Plan | null;
  previewTrailCount: number;
  badgeOfHonorTrailCount: number;
  isPaid: boolean;
}

export function AllAccessPage({ yearly, fiveYear, previewTrailCount, badgeOfHonorTrailCount, isPaid }: AllAccessPageProps) {
  const translate = useT();
  const { t, number } = translate;
  const price = formatMoney(yearly.price_cents, yearly.currency);
  const term = formatTerm(yearly.term_months, translate);
  const trialDays = yearly.trial_days;
  return (
    <>
      <section className="bg-dark-grey text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-[#8fdc7c] uppercase">{t("All-Access Membership")}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("Every trail, every guide, wherever the signal ends.")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            <RichText
              text={t("{price} a {term}, just {weekly} a week, billed annually.", { term })}
              parts={{
                price: <strong className="text-white tabular-nums">{price}</strong>,
                weekly: <strong className="text-white tabular-nums">{weeklyPrice(yearly)}</strong>,
              }}
            />
          </p>
          {isPaid ? (
            <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold">
              <BadgeCheck aria-hidden="true" className="size-5 text-gold" />
              {t("You're All-Access.")}{" "}
              <Link to="/dashboard" className="underline underline-offset-2">
                {t("See your membership")}
              </Link>
            </p>
          ) : (
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ButtonLink to="/all-access/checkout" size="lg" isMultiline className="max-w-full">
                {t("Start a {days}-Day Free Trial", { days: trialDays })}
              </ButtonLink>
              <p className="text-sm text-white/85">
                {t("Nothing to pay today. Cancel any time before day {days}.", { days: trialDays })}
              </p>
            </div>
          )}
        </div>
      </section>

      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("What you get")}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {benefits(t).map(({ icon: Icon, title, text }) => (
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
            {t("Try before you join")}
          </h2>
          <dl className="mt-6 grid gap-5 sm:grid-cols-2">
            <div className="rounded-2xl bg-neutral-50 p-6">
              <dt className="text-grey">{t("All-Access Preview trails, free for everyone to read in full")}</dt>
              <dd className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="preview-trail-count">
                {number(previewTrailCount)}
              </dd>
            </div>
            <div className="rounded-2xl bg-neutral-50 p-6">
              <dt className="text-grey">
                <RichText
                  text={t("{badge} trails to conquer with All-Access")}
                  parts={{
                    badge: (
                      <Link to="/badge-of-honor" className={TEXT_LINK_CLASSES}>
                        {t("Badge of Honor")}
                      </Link>
                    ),
                  }}
                />
              </dt>
              <dd className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="boh-trail-count">
                {number(badgeOfHonorTrailCount)}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="trial-title" className="mt-14">
          <h2 id="trial-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("How the {days}-day free trial works", { days: trialDays })}
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            <TrialStep
              icon={Sparkles}
              when={t("Today")}
              text={t("Every guide, map and tool opens at once. Nothing to pay today.")}
            />
            <TrialStep
              icon={BellRing}
              when={t("Day {day}", { day: trialDays - TRIAL_REMINDER_DAYS_BEFORE })}
              text={t("We e-mail you a reminder before the trial ends.")}
            />
            <TrialStep
              icon={CalendarCheck}
              when={t("Day {day}", { day: trialDays })}
              text={t("Your membership starts at {price}/{term}, unless you cancelled from your dashboard.", { price, term })}
            />
          </ol>
          <p className="mt-4 text-sm text-grey">{t("One free trial per account.")}</p>
        </section>

        <section aria-labelledby="more-title" className="mt-14 grid gap-5 md:grid-cols-2">
          <h2 id="more-title" className="sr-only">
            {t("Other ways to join")}
          </h2>
          {fiveYear && (
            <div className="rounded-2xl border border-grey/15 p-6">
              <h3 className="text-lg font-bold">{t("Five years, paid once")}</h3>
              <p className="mt-1 text-grey">
                {t("{price} for five years, that is {perYear} a year.", {
                  price: formatMoney(fiveYear.price_cents, fiveYear.currency),
                  perYear: multiYearOffer(fiveYear, yearly).perYear,
                })}
              </p>
              <Link to="/all-access/five-year" className={`${TEXT_LINK_CLASSES} mt-3 inline-block`}>
                {t("See the five-year membership")}
              </Link>
            </div>
          )}
          <div className="rounded-2xl border border-grey/15 p-6">
            <h3 className="text-lg font-bold">{t("Give it to someone")}</h3>
            <p className="mt-1 text-grey">{t("A year of All-Access, delivered by e-mail on the day you choose.")}</p>
            <Link to="/gift-memberships" className={`${TEXT_LINK_CLASSES} mt-3 inline-block`}>
              {t("Gift a membership")}
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
