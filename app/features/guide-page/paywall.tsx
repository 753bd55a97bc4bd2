// The non-paid view (spec §2.11 "Non-paid view"): what membership unlocks, a trial, log in, and a
// nearby All-Access Preview trail to try for free.
import { Check, Compass } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { ClosestPreview, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import { ButtonLink } from "../../components/ui/button";
import { StarRating } from "../../components/ui/star-rating";
import { analytics } from "../../lib/analytics";
import { loginPathReturningTo, useMeasures, useSession } from "../../lib/session";
import { DifficultyChip } from "./difficulty-chip";
import { PAYWALL_LOCATION } from "./paywall-location";
import { trailPath } from "./share-links";
import { Photo } from "../../components/ui/photo";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";

export const paywallBenefits = ({ t }: Translator) => [
  t("Detailed Waypoints"),
  t("Photos and video on the trail"),
  t("Comprehensive list of concerns"),
  t("Community trail reviews"),
  t("PLUS Scout Routes"),
];

interface PaywallProps {
  route: Pick<ScoutRoute, "title" | "hero_file_name" | "hero_photo" | "teaser">;
  /** Where the clicks come from, for analytics; the scout route paywall unless told. */
  location?: string;
  weeklyCost: string;
  totalCost: string;
  /** null when there is none nearby. */
  closestPreview: ClosestPreview | null;
}

export function Paywall({
  route,
  location: buttonLocation = PAYWALL_LOCATION,
  weeklyCost,
  totalCost,
  closestPreview,
}: PaywallProps) {
  const { user } = useSession();
  const translator = useT();
  const { t } = translator;
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;

  return (
    <div className="mx-auto grid max-w-[1200px] grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-neutral-200">
          {route.hero_file_name && (
            <Photo
              src={route.hero_file_name}
              srcSet={route.hero_photo ? `${route.hero_photo.resized_medium} 800w, ${route.hero_file_name} 1600w` : undefined}
              sizes="(min-width: 1024px) 600px, 100vw"
              alt={`${route.title}`}
              className="size-full object-cover"
              priority
            />
          )}
          <span className="absolute inset-0 flex items-center justify-center bg-black/25">
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-purple/90 text-white shadow-lg">
              <Compass aria-hidden="true" className="size-10" />
            </span>
          </span>
        </div>
        {/* Decorative: a hint of the guide behind the paywall, not content to read. */}
        <p aria-hidden="true" className="mt-4 blur-[3px] select-none">
          {route.teaser}
        </p>
      </div>

      <section aria-labelledby="paywall-title" className="rounded-xl border border-grey/15 bg-neutral-50 p-5 sm:p-6">
        <h2 id="paywall-title" className="text-2xl font-bold tracking-tight">
          {t("Every trail guide in full detail for {cost}/week*", { cost: weeklyCost })}
        </h2>
        <ul className="mt-4 space-y-2">
          {paywallBenefits(translator).map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-5 shrink-0 text-brand-green-dark" />
              {benefit}
            </li>
          ))}
        </ul>
        <ButtonLink
          to="/all-access"
          size="lg"
          isMultiline
          className="mt-6 w-full"
          onClick={() => analytics.capture("click start trial", { url: "/all-access", button_location: buttonLocation })}
        >
          {t("Start a 7-Day Free Trial of All-Access Membership")}
        </ButtonLink>
        {!user && (
          <p className="mt-3 text-center text-sm">
            {t("Already a member?")}{" "}
            <Link
              to={loginPathReturningTo(returnUrl)}
              onClick={() => analytics.capture("click log in", { url: "/login", button_location: buttonLocation })}
              className="font-semibold text-brand-green-dark underline underline-offset-2"
            >
              {t("Log In")}
            </Link>
          </p>
        )}

        {closestPreview && (
          <div className="mt-6">
            <p className="font-semibold">{t("Check out a nearby All-Access Preview trail guide:")}</p>
            <PreviewTrailCard trail={closestPreview} />
          </div>
        )}

        <p className="mt-6 text-xs text-grey">{t("*Billed annually at {cost}/year", { cost: totalCost })}</p>
      </section>
    </div>
  );
}

function PreviewTrailCard({ trail }: { trail: ClosestPreview }) {
  const measure = useMeasures();
  const { t, number } = useT();
  return (
    <Link
      to={trailPath(trail)}
      className="mt-3 flex gap-3 rounded-lg border border-grey/15 bg-white p-3 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="aspect-square w-24 shrink-0 overflow-hidden rounded-md bg-neutral-200">
        {trail.photo_file_name && <Photo src={trail.photo_file_name} alt="" loading="lazy" className="size-full object-cover" />}
      </span>
      <span className="min-w-0 space-y-1">
        <span className="block font-bold text-dark-grey">{trail.title}</span>
        <DifficultyChip color={trail.difficulty_props.color} label={trail.difficulty_props.label} />
        <span className="flex items-center gap-1 text-sm text-grey">
          <StarRating value={trail.review_average} />
          <span className="tabular-nums">
            {number(trail.review_average, 1)} ({trail.review_count})
          </span>
        </span>
        <span className="block text-sm text-grey">
          <span className="tabular-nums">{t("{distance} away", { distance: measure.previewDistance(trail.distance) })}</span>
          {" · "}
          {t("Near {town}", { town: trail.nearest_town_name })}
        </span>
      </span>
    </Link>
  );
}

/** Colour and label together, never colour alone. */
