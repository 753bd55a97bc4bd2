// /{partner}/welcome: what the partner's trial has unlocked and until when, and what to do next.
// A member who arrives without the trial (they signed in rather than up) can claim it here.
import { formatDay } from "../../i18n/dates";
import { ArrowRight, FileUp, Map as MapIcon, Smartphone, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Membership } from "../../../shared/contracts/billing.contract";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { PRODUCT_NAME } from "../../components/ui/logo";
import { ApiRequestError } from "../../lib/api-client";
import { useHydrated } from "../../lib/use-hydrated";
import type { Partner } from "./partner.server";
import { useT } from "../../lib/i18n";
import { trialName } from "./partner-landing-page";
import { CoBrand } from "./partner-mark";
import { claimPartnerTrial } from "./partner-trial";
import { FormAlert } from "../../components/ui/form-alert";

interface PartnerWelcomeProps {
  partner: Partner;
  firstName: string;
  membership: Pick<Membership, "tier" | "access_until">;
  trialDays: number | null;
}

export function PartnerWelcomePage({ partner, firstName, membership, trialDays }: PartnerWelcomeProps) {
  const hasAccess = membership.tier !== "free";
  const { t, locale } = useT();
  const until = membership.access_until && formatDay(membership.access_until, locale, "long");
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <CoBrand partnerName={partner.name} productName={PRODUCT_NAME} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {firstName ? t("Welcome, {name}!", { name: firstName }) : t("Welcome!")}
      </h1>

      <section aria-labelledby="unlocked-title" className="mt-6 rounded-2xl border border-grey/15 bg-white p-6">
        {hasAccess ? (
          <>
            <h2 id="unlocked-title" className="flex flex-wrap items-center gap-3 text-xl font-bold">
              <Badge tone="all-access">All-Access</Badge>
              {membership.tier === "trial" ? t("Your trial is active") : t("You have All-Access")}
            </h2>
            <p className="mt-2 text-grey">
              {until
                ? `${membership.tier === "trial" ? t("Your trial runs until {date}.", { date: until }) : t("Your access runs until {date}.", { date: until })} `
                : ""}
              {t("Every trail guide, scout route, photo and review is open to you, with public lands on the map.")}
            </p>
          </>
        ) : (
          <ClaimTrial partner={partner} trialDays={trialDays} />
        )}
      </section>

      <h2 className="mt-10 text-xl font-bold">{t("Next steps")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        <NextStep
          to="/map"
          icon={<MapIcon aria-hidden className="size-6" />}
          title={t("Open the Trail Map")}
          text={t("Find trails near you and near your next trip.")}
        />
        <NextStep
          to={`/${partner.slug}/import-steps`}
          icon={<FileUp aria-hidden className="size-6" />}
          title={t("Bring your tracks")}
          text={t("Import the GPX or KML tracks you already have.")}
        />
        <NextStep
          to="/apps"
          icon={<Smartphone aria-hidden className="size-6" />}
          title={t("Get the apps")}
          text={t("Same account, offline at the trailhead.")}
        />
      </ul>
    </div>
  );
}

function ClaimTrial({ partner, trialDays }: { partner: Partner; trialDays: number | null }) {
  const revalidator = useRevalidator();
  const isHydrated = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const i18n = useT();
  const { t } = i18n;

  async function claim() {
    setPending(true);
    setProblem(null);
    try {
      await claimPartnerTrial(partner.slug);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.body
          ? error.body.detail
          : t("The trial could not be started. Please try again."),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <h2 id="unlocked-title" className="flex items-center gap-2 text-xl font-bold">
        <Sparkles aria-hidden className="size-5 text-brand-green-dark" />
        {t("Your {trial} is waiting", { trial: trialName(i18n, trialDays) })}
      </h2>
      <p className="mt-2 text-grey">{t("Start it now: it ends on its own, and nothing is charged.")}</p>
      <Button className="mt-4" size="lg" onClick={() => void claim()} disabled={!isHydrated || isPending}>
        {isPending ? t("Starting…") : t("Start my trial")}
      </Button>
      <FormAlert message={problem} />
    </>
  );
}

function NextStep({ to, icon, title, text }: { to: string; icon: React.ReactNode; title: string; text: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-xl border border-grey/15 bg-white p-5 hover:border-grey/40 hover:shadow-sm"
      >
        <span className="text-brand-green-dark">{icon}</span>
        <span className="mt-3 font-bold group-hover:underline">{title}</span>
        <span className="mt-1 flex-1 text-sm text-grey">{text}</span>
        <ArrowRight aria-hidden className="mt-3 size-4 text-grey" />
      </Link>
    </li>
  );
}
