// The first page after sign-up (spec §2.2 /welcome): a greeting and three good next steps.
// It is also linked from the footer, so signed-out visitors get a version that invites them in.
import { ArrowRight, Map as MapIcon, Smartphone, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { splitName } from "../../../shared/domain/analytics-identity";
import { ButtonLink } from "../../components/ui/button";
import { IconCircle } from "../../components/ui/icon-circle";
import { PRODUCT_NAME } from "../../components/ui/logo";
import { useSession } from "../../lib/session";
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";

interface NextStep {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The next steps in the page's language; a paying member has no trial to start. */
function nextStepsFor(isPaid: boolean, t: Translator["t"]): NextStep[] {
  const exploreMap: NextStep = {
    to: "/map",
    icon: MapIcon,
    title: t("Explore the Trail Map"),
    text: t("Find trails, scout routes and ORV parks near you, with public lands and road data on the map."),
  };
  const startTrial: NextStep = {
    to: "/all-access",
    icon: Sparkles,
    title: t("Start a 7-day free trial"),
    text: t("All-Access unlocks every trail guide in full: detailed waypoints, photos, reviews and scout routes."),
  };
  const getApps: NextStep = {
    to: "/apps",
    icon: Smartphone,
    title: t("Get the apps"),
    text: t("Take your trails to the trailhead on iOS and Android, with the same account."),
  };
  return isPaid ? [exploreMap, getApps] : [exploreMap, startTrial, getApps];
}

/** `tour`: the new-member tour's invitation, which the route supplies (features do not import each other). */
export function WelcomePage({ tour }: { tour?: ReactNode }) {
  const { user, isPaid } = useSession();
  const firstName = user ? splitName(user.name).firstName : "";
  const { t } = useT();
  const nextSteps = nextStepsFor(isPaid, t);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-green-dark uppercase">
        {t("Welcome to {product}", { product: PRODUCT_NAME })}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-dark-grey sm:text-4xl">
        {user ? (firstName ? t("Welcome, {name}!", { name: firstName }) : t("Welcome!")) : t("Your next trail starts here")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-grey">
        {user
          ? t("Your account is ready. Here are a few good places to start.")
          : t("Trail guides, scout routes and ORV parks across the United States, Canada and Mexico.")}
      </p>
      {tour}

      <h2 className="sr-only">{t("Next steps")}</h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {nextSteps.map((step) => (
          <li key={step.to}>
            <NextStepCard step={step} />
          </li>
        ))}
      </ul>

      {!user && (
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/sign-up" size="lg">
            {t("Create a free account")}
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" size="lg">
            {t("Log In")}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

function NextStepCard({ step }: { step: NextStep }) {
  return (
    <Link
      to={step.to}
      className="group flex h-full gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-green-dark"
    >
      <IconCircle icon={step.icon} />
      <span className="flex flex-col gap-1">
        <span className="flex items-center gap-1.5 text-base font-semibold text-dark-grey">
          {step.title}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
        <span className="text-sm text-grey">{step.text}</span>
      </span>
    </Link>
  );
}
