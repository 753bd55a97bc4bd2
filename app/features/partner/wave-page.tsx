// /wave/{vehicle-brand}: the vehicle-brand partner's landing for its owners ("join the wave"): what
// All-Access gives them, the 7-day trial, and sign-up credited to the brand.
import { Compass, Mountain, Users, Wrench } from "lucide-react";
import { FREE_TRIAL_DAYS } from "../../../shared/domain/membership";
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
    icon: Mountain,
    title: t("Trails that suit your rig"),
    text: t("Technical ratings from 1 to 10, so you know what a trail asks before you air down."),
  },
  {
    icon: Compass,
    title: t("Scout routes"),
    text: t("Multi-day routes scouted by our crew, with camps, fuel and water along the way."),
  },
  { icon: Wrench, title: t("My Garage"), text: t("Add your rig to your profile and share builds with other owners.") },
  { icon: Users, title: t("Wave at the trailhead"), text: t("Meet owners of the same brand on the trails you both love.") },
];

export function WavePage({ partner, isSignedIn }: { partner: Partner; isSignedIn: boolean }) {
  const { t } = useT();
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <RidgeBackdrop />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <CoBrand partnerName={partner.name} productName={PRODUCT_NAME} isOnDark />
          <h1 className="mt-5 max-w-2xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {t("Join the {partner} wave", { partner: partner.name })}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            {t("Owners wave when they pass on the trail. Find the trails worth waving on, with {days} days of All-Access free.", {
              days: FREE_TRIAL_DAYS,
            })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/all-access" size="lg">
              {t("Start Free Trial")}
            </ButtonLink>
            {!isSignedIn && (
              <ButtonLink to="/sign-up" variant="ghost-on-dark" size="lg">
                {t("Create a free account")}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
      <BenefitGrid
        id="wave-benefits"
        heading={t("Made for {partner} owners", { partner: partner.name })}
        benefits={benefits(t)}
      />
    </>
  );
}
