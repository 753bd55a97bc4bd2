// /{partner}: the co-branded landing for the tire partner's customers: what they get (a
// complementary All-Access trial) and the way in.
import { Check, Map as MapIcon, Route, ShieldCheck, Smartphone } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { PRODUCT_NAME } from "../../components/ui/logo";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";
import type { Partner } from "./partner.server";
import { BenefitGrid, type Benefit } from "./benefit-grid";
import { CoBrand } from "./partner-mark";
import { RidgeBackdrop } from "./ridge-backdrop";

const benefits = (t: Translator["t"]): readonly Benefit[] => [
  {
    icon: Route,
    title: t("Every trail guide in full"),
    text: t("Waypoints, obstacle photos, turn-by-turn descriptions and reviews."),
  },
  {
    icon: MapIcon,
    title: t("Scout routes and public lands"),
    text: t("Routes scouted by our crew, with land status and road data on the map."),
  },
  { icon: Smartphone, title: t("Offline in the apps"), text: t("Download guides for the trailhead, where the signal ends.") },
  {
    icon: ShieldCheck,
    title: t("No card needed"),
    text: t("The trial ends on its own; nothing is charged unless you choose to join."),
  },
];

/** "30-day All-Access trial" when the offer is known, "complementary All-Access trial" otherwise, in the page's language. */
export const trialName = ({ t, plural }: Translator, days: number | null) =>
  days === null
    ? t("complementary All-Access trial")
    : plural(days, "{count}-day All-Access trial", "{count}-day All-Access trial");

export function PartnerLandingPage({
  partner,
  trialDays,
  isSignedIn,
}: {
  partner: Partner;
  trialDays: number | null;
  isSignedIn: boolean;
}) {
  const cta = isSignedIn ? `/${partner.slug}/welcome` : `/${partner.slug}/sign-up`;
  const i18n = useT();
  const { t } = i18n;
  const trial = trialName(i18n, trialDays);
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <RidgeBackdrop />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <CoBrand partnerName={partner.name} productName={PRODUCT_NAME} isOnDark />
          <h1 className="mt-5 max-w-2xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {t("{partner} customers ride with All-Access", { partner: partner.name })}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            {t("Your {trial} is on us: the full guide to every trail, scout route and ORV park in {product}.", {
              trial,
              product: PRODUCT_NAME,
            })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={cta} size="lg">
              {isSignedIn ? t("Claim your trial") : t("Create your free account")}
            </ButtonLink>
            <ButtonLink to={`/${partner.slug}/import-steps`} variant="ghost-on-dark" size="lg">
              {t("Bring your tracks")}
            </ButtonLink>
          </div>
        </div>
      </section>

      <BenefitGrid id="partner-benefits" heading={t("What your trial unlocks")} benefits={benefits(t)} />

      <section aria-labelledby="partner-how" className="bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="partner-how" className="text-2xl font-bold tracking-tight">
            {t("How it works")}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {[
              t("Create your free account on this page."),
              t("Your {trial} starts at once.", { trial }),
              t("Bring your existing tracks in and plan your next trip."),
            ].map((step, index) => (
              <li key={step} className="flex gap-3 rounded-xl bg-white p-5">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-dark-grey text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-start gap-2 text-sm text-grey">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-green-dark" />
            {t("One complementary trial per account. Already an All-Access member? Your membership carries on as it is.")}
          </p>
        </div>
      </section>
    </>
  );
}
