// /{partner}: the co-branded landing for the tire partner's customers: what they get (a
// complementary All-Access trial) and the way in.
import { Check, Map as MapIcon, Route, ShieldCheck, Smartphone } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { PRODUCT_NAME } from "../../components/ui/logo";
import type { Partner } from "./partner.server";
import { BenefitGrid, type Benefit } from "./benefit-grid";
import { CoBrand } from "./partner-mark";
import { RidgeBackdrop } from "./ridge-backdrop";

const BENEFITS: readonly Benefit[] = [
  { icon: Route, title: "Every trail guide in full", text: "Waypoints, obstacle photos, turn-by-turn descriptions and reviews." },
  {
    icon: MapIcon,
    title: "Scout routes and public lands",
    text: "Routes scouted by our crew, with land status and road data on the map.",
  },
  { icon: Smartphone, title: "Offline in the apps", text: "Download guides for the trailhead, where the signal ends." },
  {
    icon: ShieldCheck,
    title: "No card needed",
    text: "The trial ends on its own; nothing is charged unless you choose to join.",
  },
];

/** "30-day" when the offer is known; a plain "complementary" otherwise. */
export const trialLabel = (days: number | null) => (days === null ? "complementary" : `${days}-day`);

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
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <RidgeBackdrop />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <CoBrand partnerName={partner.name} productName={PRODUCT_NAME} isOnDark />
          <h1 className="mt-5 max-w-2xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {partner.name} customers ride with All-Access
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            Your {trialLabel(trialDays)} All-Access trial is on us: the full guide to every trail, scout route and ORV park in{" "}
            {PRODUCT_NAME}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={cta} size="lg">
              {isSignedIn ? "Claim your trial" : "Create your free account"}
            </ButtonLink>
            <ButtonLink to={`/${partner.slug}/import-steps`} variant="ghost-on-dark" size="lg">
              Bring your tracks
            </ButtonLink>
          </div>
        </div>
      </section>

      <BenefitGrid id="partner-benefits" heading="What your trial unlocks" benefits={BENEFITS} />

      <section aria-labelledby="partner-how" className="bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="partner-how" className="text-2xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {[
              "Create your free account on this page.",
              `Your ${trialLabel(trialDays)} All-Access trial starts at once.`,
              "Bring your existing tracks in and plan your next trip.",
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
            One complementary trial per account. Already an All-Access member? Your membership carries on as it is.
          </p>
        </div>
      </section>
    </>
  );
}
